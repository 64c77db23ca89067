import { ApiError } from '@koester/shared/api/api-error';
import { failureText as commonFailureText, type FormTexts } from '@koester/shared/ui/use-form-submit';

/** A failure without field problems on the people pages: the plan's limit and a person gone, or the common ones. */
export function failureText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError && error.code === 'PLAN_LIMIT_REACHED') return t('form.planLimit');
  if (error instanceof ApiError && error.status === 404) return t('form.gone');
  return commonFailureText(error, t);
}

/** Where the people forms find their texts. */
export const PEOPLE_FORM: FormTexts = { namespace: 'people', failure: failureText };
