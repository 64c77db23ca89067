import type { FieldError, FieldErrorCode } from '@koester/contract/validation/field-codes';

/**
 * Spec §5: text matching these is refused as potentially dangerous (feedback
 * and comments): script tags, javascript:, alert(, document.cookie,
 * localStorage, sessionStorage, eval(.
 */
const DANGEROUS_PATTERNS = [
  /<\s*\/?\s*script\b/i,
  /javascript\s*:/i,
  /\balert\s*\(/i,
  /document\s*\.\s*cookie/i,
  /\blocalStorage\b/i,
  /\bsessionStorage\b/i,
  /\beval\s*\(/i,
];

/** True when the text matches one of the spec's dangerous-content patterns. */
export function hasDangerousContent(text: string): boolean {
  return DANGEROUS_PATTERNS.some((pattern) => pattern.test(text));
}

/**
 * Characters that show nothing or turn text around: zero-width spaces and joiners, the byte-order mark, the Hangul
 * fillers (letters drawn as blank space), and the bidirectional embedding, override and isolate controls. A title of
 * only these would look empty, and an override can make a text read differently from what it is ("gnp.exe"). They are
 * removed before anything is checked.
 */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u115F\u1160\u3164\uFFA0\u202A-\u202E\u2066-\u2069]/g;

/** The text without invisible characters and trimmed: what every free-text rule checks and stores. */
export function cleanText(text: string): string {
  return text.replace(INVISIBLE, '').trim();
}

/**
 * What the author typed, as every escaped free text is checked: forms send text already cleaned and escaped by the
 * same rules the API runs again, so an escaped text is read back first. Limits then count "<" as one character,
 * however often the text went through the rules, and "&lt;script&gt;" is the script tag it stands for.
 */
export function plainText(raw: unknown): string {
  return typeof raw === 'string' ? cleanText(unescapeAngleBrackets(raw)) : '';
}

/** Tab, line feed and carriage return: the control characters a text of several lines may hold. */
const LINE_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

/**
 * Control characters (C0, DEL and C1) and the Unicode line and paragraph separators: a tab or line break inside a
 * one-line text (a name, a title) breaks the places it is shown in, and nothing a person types holds a bell or an
 * escape. With `lines`, a text of several lines (a description) keeps its tabs and line breaks. Leading and trailing
 * ones are trimmed away by cleanText.
 */
export function hasControlCharacter(text: string, lines = false): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) {
      if (!(lines && LINE_CONTROLS.has(code))) return true;
    } else if ((code === 0x2028 || code === 0x2029) && !lines) return true;
  }
  return false;
}

/** Escapes angle brackets (idempotent: an escaped text stays the same); line breaks are kept. */
export function escapeAngleBrackets(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The text as its author typed it, for display: stored text has its angle brackets escaped, and React escapes what it
 * renders again. Never use the result as HTML.
 */
export function unescapeAngleBrackets(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/** One failed rule: a stable code of the shared list (field-codes.ts), and the spec's English message. */
export type RuleError = FieldError;

export const ruleError = (code: FieldErrorCode, message: string): RuleError => ({ code, message });

/** Spec §5's refusal of text that matches a dangerous pattern (comments have their own wording). */
export const DANGEROUS_CONTENT = ruleError('DANGEROUS_CONTENT', 'Your input contains potentially dangerous content');

/** A control character where the field does not take one (hasControlCharacter). */
export const INVALID_CHARACTER = ruleError('INVALID_CHARACTER', 'This field contains a character that is not allowed');

export type RuleResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, RuleError> };
