import { textCheck } from '@koester/contract/validation/field-checks';
import {
  escapeAngleBrackets,
  hasDangerousContent,
  plainText,
  DANGEROUS_CONTENT,
  ruleError,
  type RuleError,
  type RuleResult,
} from '@koester/contract/validation/text-rules';

/** Spec §5 and §9 limits. */
export const FEEDBACK_LIMITS = {
  titleMin: 2,
  titleMax: 100,
  descriptionMin: 10,
  descriptionMax: 2000,
  commentMin: 2,
  commentMax: 500,
  /** An admin's note to followers with a status change. */
  statusNoteMax: 1000,
} as const;

export const FEEDBACK_TYPES = ['bug', 'feature'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_STATUSES = ['open', 'in_progress', 'completed', 'declined'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

interface FeedbackInput {
  title: string;
  description: string;
  type: FeedbackType;
}

/**
 * Checks and cleans a feedback submission exactly as spec §5 says, for the
 * form and the API alike: trimmed, title 2–100, description 10–2000, type bug
 * or feature, no dangerous content, angle brackets escaped, line breaks kept.
 */
export function validateFeedback(input: {
  title?: unknown;
  description?: unknown;
  type?: unknown;
}): RuleResult<FeedbackInput> {
  const errors: Record<string, RuleError> = {};
  const title = plainText(input.title);
  const description = plainText(input.description);

  if (!title) errors.title = ruleError('TITLE_REQUIRED', 'Please enter a title for your feedback');
  else if (title.length < FEEDBACK_LIMITS.titleMin)
    errors.title = ruleError('TITLE_TOO_SHORT', `The title must be at least ${FEEDBACK_LIMITS.titleMin} characters`);
  else if (title.length > FEEDBACK_LIMITS.titleMax)
    errors.title = ruleError('TITLE_TOO_LONG', `The title can be at most ${FEEDBACK_LIMITS.titleMax} characters`);
  else if (hasDangerousContent(title)) errors.title = DANGEROUS_CONTENT;

  if (!description)
    errors.description = ruleError('DESCRIPTION_REQUIRED', 'Please provide a description for your feedback');
  else if (description.length < FEEDBACK_LIMITS.descriptionMin)
    errors.description = ruleError(
      'DESCRIPTION_TOO_SHORT',
      'Your description is too short. It should be at least 10 characters',
    );
  else if (description.length > FEEDBACK_LIMITS.descriptionMax)
    errors.description = ruleError(
      'DESCRIPTION_TOO_LONG',
      `The description can be at most ${FEEDBACK_LIMITS.descriptionMax} characters`,
    );
  else if (hasDangerousContent(description)) errors.description = DANGEROUS_CONTENT;

  if (!(FEEDBACK_TYPES as readonly unknown[]).includes(input.type)) {
    errors.type = ruleError('INVALID_TYPE', 'The type must be bug or feature');
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      title: escapeAngleBrackets(title),
      description: escapeAngleBrackets(description),
      type: input.type as FeedbackType,
    },
  };
}

/** Spec §5 comment rules: trimmed, not empty, 2–500 characters, no dangerous content. */
export function validateComment(content: unknown): RuleResult<string> {
  const text = plainText(content);
  let failure: RuleError | undefined;
  if (!text) failure = ruleError('COMMENT_EMPTY', 'Comment cannot be empty.');
  else if (text.length < FEEDBACK_LIMITS.commentMin)
    failure = ruleError('COMMENT_TOO_SHORT', 'Comment is too short. It must be at least 2 characters.');
  else if (text.length > FEEDBACK_LIMITS.commentMax)
    failure = ruleError('COMMENT_TOO_LONG', 'Comment is too long. Maximum 500 characters allowed.');
  else if (hasDangerousContent(text))
    failure = ruleError('DANGEROUS_CONTENT', 'Your comment contains potentially dangerous content.');
  return failure ? { ok: false, errors: { content: failure } } : { ok: true, value: escapeAngleBrackets(text) };
}

/** The optional note an admin sends followers with a status change: plain text, up to 1000 characters, null if blank. */
export const checkStatusNote = textCheck({
  max: FEEDBACK_LIMITS.statusNoteMax,
  tooLong: ruleError('STATUS_NOTE_TOO_LONG', `The note can be at most ${FEEDBACK_LIMITS.statusNoteMax} characters.`),
});
