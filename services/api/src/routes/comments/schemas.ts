import { z } from 'zod';
import { FEEDBACK_LIMITS, validateComment } from '@koester/contract/validation/feedback-rules';
import { pathParam, ruledText } from '../../http/common-schemas.ts';
import { withRule } from '../../plugins/validation.ts';

export const commentSchema = z
  .object({
    id: z.string(),
    feedback_id: z.string(),
    /** null for a comment by the anonymous author of the item: it would reveal who wrote it. */
    user_id: z.string().nullable(),
    content: z.string(),
    /** Written by the Koester team (shown as "the team"); false for the anonymous author of the item. */
    isAdmin: z.boolean(),
    /** The caller wrote it. */
    is_own: z.boolean(),
    created_at: z.string(),
    /** The duplicate this comment was written on, before an admin merged it into this item; null otherwise. */
    merged_from: z.object({ id: z.string(), title: z.string() }).nullable(),
  })
  .meta({ id: 'Comment' });

/** Spec §5's comment rules, checked by the shared rule; the schema states the same limits. */
export const commentBody = withRule(
  z.object({
    content: ruledText(
      FEEDBACK_LIMITS.commentMax,
      `${FEEDBACK_LIMITS.commentMin} to ${FEEDBACK_LIMITS.commentMax} characters.`,
    ),
  }),
  (body) => {
    const rule = validateComment(body.content);
    return rule.ok ? { ok: true, value: { content: rule.value } } : rule;
  },
);

/** A feedback item's comments: the item's id. */
export const threadParams = z.object({ id: pathParam });

export const commentParams = threadParams.extend({ commentId: pathParam });
