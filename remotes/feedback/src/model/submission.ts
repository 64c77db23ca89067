import { validateFeedback, type FeedbackType } from '@koester/contract/validation/feedback-rules';
import type { RuleResult } from '@koester/contract/validation/text-rules';

/** What the form holds. */
export interface FeedbackForm {
  title: string;
  description: string;
  type: FeedbackType;
  isAnonymous: boolean;
}

/** What POST /feedback takes. */
interface Submission {
  title: string;
  description: string;
  type: FeedbackType;
  is_anonymous: boolean;
}

/**
 * The body to send, by the shared rules of spec §5 (trimmed, angle brackets
 * escaped, line breaks kept), or the field errors to show. Only a signed-in
 * user may post anonymously: a visitor's choice never reaches the API.
 */
export function toSubmission(form: FeedbackForm, signedIn: boolean): RuleResult<Submission> {
  const checked = validateFeedback(form);
  if (!checked.ok) return checked;
  return { ok: true, value: { ...checked.value, is_anonymous: signedIn && form.isAnonymous } };
}
