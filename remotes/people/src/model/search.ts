import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';

/** Letters that do not fall apart into a base letter and an accent, written as people type them without one. */
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ı: 'i' };

/**
 * A text as the search compares it: lower case, without accents or ligatures ("Zoë" and "zoe", "Chloé" and "CHLOE"
 * are the same), with runs of spaces as one. Stored names keep angle brackets escaped; the search sees them as typed.
 */
export function searchKey(text: string): string {
  return unescapeAngleBrackets(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđı]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The people whose name or email holds every word of the query, in the order given (the API's: soonest date first).
 * An empty query keeps everyone. "an de" finds "Anne de Vries" and "Andreas (andre@…)".
 */
export function filterPeople<T extends { name: string; email: string | null }>(
  people: readonly T[],
  query: string,
): T[] {
  const words = searchKey(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...people];
  return people.filter((person) => {
    const haystack = `${searchKey(person.name)} ${searchKey(person.email ?? '')}`;
    return words.every((word) => haystack.includes(word));
  });
}
