/** The most a search text or a similar-items text may hold (GET /feedback?q=, GET /feedback/similar?text=). */
export const SEARCH_TEXT_MAX = 100;

/** At most this many words of a text look for similar items; the rest would only slow the query. */
const SIMILAR_WORDS_MAX = 8;

/**
 * Words too common in the portal's languages (nl, en, fr) to say what an item
 * is about; "similar" ignores them. Short words (under 3 letters) are dropped anyway.
 */
const STOP_WORDS = new Set(
  [
    // nl
    'aan als bij dan dat die dit een en het hij ik in is je kan maar met mijn naar niet nog of om ook op te van voor wat wel we wij zijn zou',
    // en
    'about and are but can for from has have not now one the that this too was when will with would you your',
    // fr
    'au aux avec ce ces dans de des du elle en est et il je la le les mais ne nous on ou par pas plus pour que qui sans ses sur une vous',
  ]
    .join(' ')
    .split(' '),
);

/** The words of a search (GET /feedback?q=): split on white space, lowercased; none for a blank text. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().split(/\s+/u).filter(Boolean);
}

/**
 * The words of a text that can find similar items: runs of Unicode letters and
 * digits, lowercased, at least 3 characters, no stop words, no repeats, at most 8.
 * Only letters and digits survive, so the words are safe in a tsquery.
 */
export function similarWords(text: string): string[] {
  const words =
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const useful = words.filter((word) => [...word].length >= 3 && !STOP_WORDS.has(word));
  return [...new Set(useful)].slice(0, SIMILAR_WORDS_MAX);
}
