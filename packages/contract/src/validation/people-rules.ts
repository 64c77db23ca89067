import {
  cleanText,
  escapeAngleBrackets,
  plainText,
  hasControlCharacter,
  hasDangerousContent,
  DANGEROUS_CONTENT,
  INVALID_CHARACTER,
  ruleError,
  type RuleResult,
} from '@koester/contract/validation/text-rules';
import { checkFields, linkCheck, priceCheck, textCheck, type Check } from '@koester/contract/validation/field-checks';

/**
 * What a relationship (spec §3's Contact) and its gift ideas may hold; docs/decisions.md "People" says why these
 * numbers. Lists (interests, likes, dislikes) are short entries, as a person would jot them down.
 */
export const PEOPLE_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  listEntriesMax: 20,
  entryMax: 60,
  addressMax: 300,
  notesMax: 2000,
  ideaTitleMax: 200,
  ideaNotesMax: 1000,
  linkMax: 2000,
  priceMax: 1_000_000,
} as const;

export interface PersonValues {
  name: string;
  email: string | null;
  interests: string[];
  likes: string[];
  dislikes: string[];
  address: string | null;
  notes: string | null;
}

export interface GiftIdeaValues {
  title: string;
  url: string | null;
  price: number | null;
  notes: string | null;
}

const L = PEOPLE_LIMITS;
/**
 * A plain address check: something@domain.tld, no spaces, none of < > " (which no address a person types holds, and
 * which would have to be escaped); the mail server has the last word.
 */
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

const emailCheck: Check<string | null> = (raw) => {
  const text = typeof raw === 'string' ? cleanText(raw) : '';
  if (!text) return { value: null };
  if (text.length > L.emailMax || !EMAIL.test(text) || hasControlCharacter(text) || hasDangerousContent(text))
    return { error: ruleError('EMAIL_INVALID', 'Enter a valid email address, such as anna@example.com') };
  return { value: text };
};

/**
 * A short list (interests, likes, dislikes): each entry one line, cleaned like every text; empty entries and repeats
 * (whatever their case) dropped, the first spelling kept.
 */
const listCheck: Check<string[]> = (raw) => {
  if (raw === null || raw === undefined) return { value: [] };
  if (!Array.isArray(raw)) return { error: ruleError('WRONG_TYPE', 'This value is of the wrong kind') };
  const entries: string[] = [];
  const seen = new Set<string>();
  for (const item of raw) {
    if (typeof item !== 'string') return { error: ruleError('WRONG_TYPE', 'This value is of the wrong kind') };
    // As typed: forms send entries already escaped, and "a<b" is "a&lt;b" (plainText reads it back).
    const text = plainText(item);
    if (!text || seen.has(text.toLowerCase())) continue;
    if (text.length > L.entryMax)
      return { error: ruleError('ENTRY_TOO_LONG', `Each entry can be at most ${L.entryMax} characters`) };
    if (hasDangerousContent(text)) return { error: DANGEROUS_CONTENT };
    if (hasControlCharacter(text)) return { error: INVALID_CHARACTER };
    seen.add(text.toLowerCase());
    entries.push(escapeAngleBrackets(text));
  }
  if (entries.length > L.listEntriesMax)
    return { error: ruleError('LIST_TOO_MANY', `A list can hold at most ${L.listEntriesMax} entries`) };
  return { value: entries };
};

const PERSON_CHECKS = {
  name: textCheck({
    max: L.nameMax,
    oneLine: true,
    required: ruleError('PERSON_NAME_REQUIRED', 'Please enter a name'),
    tooLong: ruleError('PERSON_NAME_TOO_LONG', `The name can be at most ${L.nameMax} characters`),
  }),
  email: emailCheck,
  interests: listCheck,
  likes: listCheck,
  dislikes: listCheck,
  address: textCheck({
    max: L.addressMax,
    tooLong: ruleError('ADDRESS_TOO_LONG', `The address can be at most ${L.addressMax} characters`),
  }),
  notes: textCheck({
    max: L.notesMax,
    tooLong: ruleError('NOTES_TOO_LONG', `Notes can be at most ${L.notesMax} characters`),
  }),
} satisfies { [K in keyof PersonValues]: Check<PersonValues[K]> };

const IDEA_CHECKS = {
  title: textCheck({
    max: L.ideaTitleMax,
    oneLine: true,
    required: ruleError('IDEA_TITLE_REQUIRED', 'Please describe the gift idea'),
    tooLong: ruleError('IDEA_TITLE_TOO_LONG', `The idea can be at most ${L.ideaTitleMax} characters`),
  }),
  url: linkCheck(L.linkMax),
  price: priceCheck(L.priceMax),
  notes: textCheck({
    max: L.ideaNotesMax,
    tooLong: ruleError('IDEA_NOTES_TOO_LONG', `Notes can be at most ${L.ideaNotesMax} characters`),
  }),
} satisfies { [K in keyof GiftIdeaValues]: Check<GiftIdeaValues[K]> };

/** A new person (name required), for the form and POST /people alike. */
export function validatePerson(input: Record<string, unknown>): RuleResult<PersonValues> {
  return checkFields(PERSON_CHECKS, input, false) as RuleResult<PersonValues>;
}

/** A change to a person: only the fields sent are checked; a name, if sent, may not be empty. */
export function validatePersonChange(input: Record<string, unknown>): RuleResult<Partial<PersonValues>> {
  return checkFields(PERSON_CHECKS, input, true);
}

/** A new gift idea (title required). */
export function validateGiftIdea(input: Record<string, unknown>): RuleResult<GiftIdeaValues> {
  return checkFields(IDEA_CHECKS, input, false) as RuleResult<GiftIdeaValues>;
}

/** A change to a gift idea: only the fields sent are checked. */
export function validateGiftIdeaChange(input: Record<string, unknown>): RuleResult<Partial<GiftIdeaValues>> {
  return checkFields(IDEA_CHECKS, input, true);
}
