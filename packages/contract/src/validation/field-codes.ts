/**
 * The one vocabulary of field problems: what a shared rule, the API's request
 * schemas and the API's own checks answer in `details.fields.<field>.code`,
 * and what the forms translate (namespace `validation`, key `<CODE>`, in validation/texts).
 */

/**
 * Codes of the shared rules: feedback-rules.ts (spec §5), profile-rules.ts, wishlist-rules.ts, people-rules.ts and
 * date-rules.ts, which also answer
 * DANGEROUS_CONTENT, INVALID_CHARACTER (below) for a control character, and INVALID_URL for a link that is not http(s).
 */
const RULE_CODES = [
  'TITLE_REQUIRED',
  'TITLE_TOO_SHORT',
  'TITLE_TOO_LONG',
  'DESCRIPTION_REQUIRED',
  'DESCRIPTION_TOO_SHORT',
  'DESCRIPTION_TOO_LONG',
  'INVALID_TYPE',
  'COMMENT_EMPTY',
  'COMMENT_TOO_SHORT',
  'COMMENT_TOO_LONG',
  'STATUS_NOTE_TOO_LONG',
  'NAME_REQUIRED',
  'NAME_TOO_LONG',
  'NAME_RESERVED',
  'DANGEROUS_CONTENT',
  'LIST_NAME_REQUIRED',
  'LIST_NAME_TOO_LONG',
  'LIST_DESCRIPTION_TOO_LONG',
  'ITEM_TITLE_REQUIRED',
  'ITEM_TITLE_TOO_LONG',
  'ITEM_DESCRIPTION_TOO_LONG',
  'PRICE_NOT_A_NUMBER',
  'PRICE_NEGATIVE',
  'PRICE_TOO_HIGH',
  'PRICE_TOO_PRECISE',
  'LINK_TOO_LONG',
  'PERSON_NAME_REQUIRED',
  'PERSON_NAME_TOO_LONG',
  'EMAIL_INVALID',
  'ENTRY_TOO_LONG',
  'LIST_TOO_MANY',
  'ADDRESS_TOO_LONG',
  'NOTES_TOO_LONG',
  'IDEA_TITLE_REQUIRED',
  'IDEA_TITLE_TOO_LONG',
  'IDEA_NOTES_TOO_LONG',
  'LABEL_REQUIRED',
  'LABEL_TOO_LONG',
  'DATE_INVALID',
  'YEAR_OUT_OF_RANGE',
  'YEAR_REQUIRED',
  'LEAD_DAYS_INVALID',
  'TIME_ZONE_INVALID',
] as const;

/** Checks only the server can make: they need the stored data or the caller's token. */
const SERVER_CHECK_CODES = [
  'STATUS_UNCHANGED',
  'EMAIL_MISMATCH',
  'EXPIRY_IN_PAST',
  'BIRTHDAY_EXISTS',
  'LEAD_DAYS_NOT_IN_PLAN',
  'MERGE_INTO_ITSELF',
  'MERGE_TARGET_NOT_FOUND',
  'MERGE_TARGET_MERGED',
  'MERGE_CIRCULAR',
] as const;

/**
 * What a request schema refuses, whatever the field. WRONG_TYPE (text where a
 * number belongs) is not INVALID_TYPE, which is the feedback rule's "bug or
 * feature": one code, one meaning, one text. INVALID_CHARACTER is a text with
 * a NUL character (\u0000), which no stored text may hold, or (the profile
 * name rule) any other control character.
 */
const GENERIC_FIELD_CODES = [
  'REQUIRED',
  'WRONG_TYPE',
  'TOO_SHORT',
  'TOO_LONG',
  'TOO_SMALL',
  'TOO_LARGE',
  'INVALID_CHOICE',
  'INVALID_FORMAT',
  'INVALID_URL',
  'INVALID_VALUE',
  'INVALID_CHARACTER',
] as const;

/** Every code a field problem can carry. */
export const FIELD_ERROR_CODES = [...RULE_CODES, ...SERVER_CHECK_CODES, ...GENERIC_FIELD_CODES] as const;

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/** One field's problem: a stable code to translate, and the server's (or rule's) English message. */
export interface FieldError {
  code: FieldErrorCode;
  message: string;
}

/** Field problems by field; nested fields use a dotted path ("items.0.title"). */
export type FieldErrors = Record<string, FieldError>;

const CODES: ReadonlySet<string> = new Set(FIELD_ERROR_CODES);

/** True for a code of the shared list. */
export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === 'string' && CODES.has(value);
}
