import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@koester/shared/api/api-error';
import type { FieldErrors } from '@koester/shared/validation/field-codes';
import { fieldErrorTexts } from '@koester/shared/validation/field-error-text';
import type { RuleResult } from '@koester/shared/validation/text-rules';
import { useFocusWhenShown } from './use-focus-when-shown';
import { OWNER_NAMESPACE } from '../i18n/owner/owner-texts';

/**
 * What the owner's forms share: the shared rule is checked first, then the API (which checks it again); a refused
 * field keeps what was typed and shows its reason beside it, and focus goes to the first field in trouble. Any
 * other failure shows above the form, nothing typed is lost, and the form can be sent again.
 */
export function useFormSubmit() {
  const { t } = useTranslation(OWNER_NAMESPACE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const focusWhenShown = useFocusWhenShown();
  const focusFirstProblem = () =>
    focusWhenShown(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));

  const showFieldErrors = (fields: Partial<FieldErrors>) => {
    setErrors(fieldErrorTexts(fields, t));
    focusFirstProblem();
  };

  /**
   * Checks `checked` (a shared rule's result, or several merged) and sends its value; true when it went through.
   * `fields` are the ones the form shows (by default the value's keys): a server problem with any other field is
   * told above the form rather than nowhere.
   */
  async function submit<T>(
    checked: RuleResult<T>,
    send: (value: T) => Promise<unknown>,
    fields: readonly string[] = checked.ok && typeof checked.value === 'object' && checked.value
      ? Object.keys(checked.value)
      : [],
  ): Promise<boolean> {
    if (busy) return false;
    setFormError(null);
    if (!checked.ok) {
      showFieldErrors(checked.errors);
      return false;
    }
    setErrors({});
    setBusy(true);
    try {
      await send(checked.value);
      return true;
    } catch (error) {
      const texts = fieldErrorTexts(error instanceof ApiError ? error.fieldErrors : undefined, t);
      const beside = Object.fromEntries(Object.entries(texts).filter(([field]) => fields.includes(field)));
      const elsewhere = Object.entries(texts).filter(([field]) => !fields.includes(field));
      if (Object.keys(beside).length > 0) {
        setErrors(beside);
        focusFirstProblem();
      }
      if (elsewhere.length > 0) setFormError(elsewhere.map(([, text]) => text).join(' '));
      else if (Object.keys(texts).length === 0) setFormError(failureText(error, t));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return {
    form,
    busy,
    formError,
    errors,
    /** Typing in a field clears its reason: it is about the old text. */
    clearError: (field: string) => setErrors((current) => (current[field] ? { ...current, [field]: '' } : current)),
    submit,
  };
}

/** A failure without field problems, in the page's language: too many changes, offline, or anything else. */
export function failureText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError && error.status === 429) return t('form.tooMany');
  if (error instanceof ApiError && error.status === 0) return t('form.offline');
  return t('form.failed');
}
