import i18next from 'i18next';
import { registerNamespace } from '@koester/shared/i18n/i18n';
import { isFieldErrorCode, type FieldErrors } from '@koester/contract/validation/field-codes';
import en from './texts/en.json';
import fr from './texts/fr.json';
import nl from './texts/nl.json';

/**
 * The texts of the field codes: namespace "validation", registered by the first form that shows a field error,
 * so they stay off pages without forms (they would weigh on every first paint in the common namespace).
 */
registerNamespace('validation', { nl, en, fr });

/** A translate function: react-i18next's `t` from useTranslation(), or i18next's own. */
type Translate = (key: string, options: { ns: string; defaultValue: string }) => string;

const pageT: Translate = (key, options) => i18next.t(key, options);

/**
 * A field problem in the page's language: the shared text for its code
 * (namespace `validation`, key `<CODE>`), else the server's own message, for
 * a code newer than this page.
 */
export function fieldErrorText(error: { code: string; message: string }, t: Translate = pageT): string {
  if (!isFieldErrorCode(error.code)) return error.message;
  const key = error.code;
  // Before i18next is initialised, t answers '' whatever the default.
  const text = t(key, { ns: 'validation', defaultValue: error.message });
  return text && text !== key ? text : error.message;
}

/** Each field's text, keyed like `details.fields`: what a form shows under each field. */
export function fieldErrorTexts(
  fields: Partial<FieldErrors> | undefined,
  t: Translate = pageT,
): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [field, error] of Object.entries(fields ?? {})) if (error) texts[field] = fieldErrorText(error, t);
  return texts;
}
