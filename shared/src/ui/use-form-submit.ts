import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleResult } from '@koester/contract/validation/text-rules';
import { ApiError } from '@koester/shared/api/api-error';
import { fieldErrorTexts } from '@koester/shared/validation/field-error-text';
import { useFocusWhenShown } from '@koester/shared/ui/use-focus-when-shown';

/** A form's server call as useMutation gives it: the form shows its progress and its refusal. */
export interface FormSave<V, R> {
  mutate(values: V, callbacks: { onSuccess(answer: R): void; onError(error: ApiError): void }): void;
  reset(): void;
  isPending: boolean;
  error: ApiError | null;
}

type Translate = (key: string) => string;

/** Where a remote's forms find their texts (`form.tooMany`, `form.offline`, `form.failed` and the field reasons). */
export interface FormTexts {
  namespace: string;
  /** The text of a failure without field problems; `failureText` unless the remote knows more refusals. */
  failure?: (error: unknown, t: Translate) => string;
}

/**
 * What a remote's forms share: the shared rule is checked first, then the API (which checks it again); a refused
 * field keeps what was typed and shows its reason beside it, and focus goes to the first field in trouble. Any
 * other failure shows above the form, nothing typed is lost, and the form can be sent again. `fields` are the ones
 * the form shows: a server problem with any other field is told above the form rather than nowhere.
 */
export function useFormSubmit<V, R>(
  save: FormSave<V, R>,
  fields: readonly string[],
  { namespace, failure = failureText }: FormTexts,
) {
  const { t } = useTranslation(namespace);
  // The form's own check at the last submit; the server's answer is the call's error.
  const [checkErrors, setCheckErrors] = useState<Record<string, string>>({});
  // Fields typed in since the last submit: their reasons were about the old text.
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const form = useRef<HTMLFormElement>(null);
  // A double click sends before isPending renders (a moment after the click): the second press finds this set.
  const sending = useRef(false);

  const focusWhenShown = useFocusWhenShown();
  const focusFirstProblem = () =>
    focusWhenShown(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));

  /** The server's refusal: a reason beside each field the form shows, the rest above the form. */
  const refusal = (error: ApiError | null) => {
    if (!error) return { beside: {}, formError: null };
    const texts = fieldErrorTexts(error instanceof ApiError ? error.fieldErrors : undefined, t);
    const beside = Object.fromEntries(Object.entries(texts).filter(([field]) => fields.includes(field)));
    const elsewhere = Object.entries(texts).filter(([field]) => !fields.includes(field));
    if (elsewhere.length > 0) return { beside, formError: elsewhere.map(([, text]) => text).join(' ') };
    return { beside, formError: Object.keys(texts).length === 0 ? failure(error, t) : null };
  };

  const refused = refusal(save.error);
  const errors: Record<string, string> = Object.fromEntries(
    Object.entries({ ...checkErrors, ...refused.beside }).map(([field, text]) => [
      field,
      edited.has(field) ? '' : text,
    ]),
  );

  /** Checks `checked` (a shared rule's result, or several merged) and sends its value; `onSaved` once it went through. */
  function submit(checked: RuleResult<V>, onSaved?: (answer: R, values: V) => void | Promise<void>): void {
    if (save.isPending || sending.current) return;
    save.reset();
    setEdited(new Set());
    if (!checked.ok) {
      setCheckErrors(fieldErrorTexts(checked.errors, t));
      focusFirstProblem();
      return;
    }
    setCheckErrors({});
    const values = checked.value;
    sending.current = true;
    const release = () => {
      sending.current = false;
    };
    save.mutate(values, {
      // Free again once what follows the save is done too (opening the new page, say).
      onSuccess: (answer) => void Promise.resolve(onSaved?.(answer, values)).finally(release),
      onError: (error) => {
        release();
        if (Object.keys(refusal(error).beside).length > 0) focusFirstProblem();
      },
    });
  }

  return {
    form,
    busy: save.isPending,
    formError: refused.formError,
    errors,
    /** Typing in a field clears its reason: it is about the old text. */
    clearError: (field: string) => {
      if (errors[field]) setEdited((current) => new Set(current).add(field));
    },
    submit,
  };
}

/** A failure without field problems, in the page's language: too many changes, offline, or anything else. */
export function failureText(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.status === 429) return t('form.tooMany');
  if (error instanceof ApiError && error.status === 0) return t('form.offline');
  return t('form.failed');
}
