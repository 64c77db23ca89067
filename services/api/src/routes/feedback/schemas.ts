import { z } from 'zod';
import {
  checkStatusNote,
  FEEDBACK_LIMITS,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  validateFeedback,
} from '@koester/contract/validation/feedback-rules';
import { pathParam, ruledText } from '../../http/common-schemas.ts';
import { withRule } from '../../plugins/validation.ts';
import { FEEDBACK_SORTS } from '../../repositories/feedback-repository.ts';
import { SEARCH_TEXT_MAX } from '../../search/search-words.ts';

/** The caller's vote on an item, if any. */
const userVoteSchema = z.enum(['upvote', 'downvote']).nullable();

export const feedbackItemSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    type: z.enum(FEEDBACK_TYPES),
    status: z.enum(FEEDBACK_STATUSES),
    upvotes: z.number().int(),
    downvotes: z.number().int(),
    /** null for anonymous feedback: its author is kept for moderation only. */
    user_id: z.string().nullable(),
    is_anonymous: z.boolean(),
    /** Written by the Koester team (shown as "the team"). */
    author_is_admin: z.boolean(),
    /** The caller wrote it. */
    is_own: z.boolean(),
    created_at: z.string(),
    /** Comments on the item. */
    comment_count: z.number().int(),
    /** The caller's own vote; always null for a visitor. */
    user_vote: userVoteSchema,
    /** The caller follows the item (mails when its status changes, and comment digests); false for a visitor. */
    following: z.boolean(),
    /** The item this duplicate was merged into (its page leads there); null for any other item. */
    merged_into: z.string().nullable(),
  })
  .meta({ id: 'FeedbackItem' });

export const idParams = z.object({ id: pathParam });

/** Spec §5, checked by the shared rule; the schema states the same limits for the OpenAPI document. */
export const feedbackBody = withRule(
  z.object({
    title: ruledText(
      FEEDBACK_LIMITS.titleMax,
      `${FEEDBACK_LIMITS.titleMin} to ${FEEDBACK_LIMITS.titleMax} characters.`,
    ),
    description: ruledText(
      FEEDBACK_LIMITS.descriptionMax,
      `${FEEDBACK_LIMITS.descriptionMin} to ${FEEDBACK_LIMITS.descriptionMax} characters; line breaks are kept.`,
    ),
    type: z.enum(FEEDBACK_TYPES),
    is_anonymous: z.boolean().default(false),
  }),
  validateFeedback,
);

export const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
  type: z.enum(FEEDBACK_TYPES).optional(),
  status: z.enum(FEEDBACK_STATUSES).optional(),
  q: z
    .string()
    .trim()
    .max(SEARCH_TEXT_MAX)
    .optional()
    .meta({
      description:
        'Search: every word (split on white space) must occur in the title or the description, ignoring ' +
        'case, accents and hyphens ("e-mail" finds "email", "creme" finds "crème"); % and _ are plain ' +
        'characters. Blank searches nothing. Matches the stored text, whose angle brackets are escaped.',
    }),
  mine: z
    .enum(['true', 'false', 'items', 'votes', 'following'])
    .optional()
    .meta({
      description:
        "items (or true): only the caller's own items, anonymous ones included; votes: the items the caller voted " +
        'on, either way; following: the items the caller follows. 401 when signed out. Nobody else’s authorship ' +
        'is ever answered: an anonymous item shows as own only to its author.',
    }),
  sort: z.enum(FEEDBACK_SORTS).default('newest').meta({
    description: 'newest: created_at descending. top: upvotes descending, then newest.',
  }),
});

export const listAnswer = z.object({
  items: z.array(feedbackItemSchema),
  /** Of the whole filtered set, not just this page. */
  total: z.number().int(),
  limit: z.number(),
  offset: z.number(),
});

export const similarQuery = z.object({
  text: z
    .string()
    .trim()
    .min(1)
    .max(SEARCH_TEXT_MAX)
    .meta({
      description:
        'Words of 3 or more letters or digits, common words aside, match items having a word that begins ' +
        'with one of them (at most 8 words). No such word: no items.',
    }),
  limit: z.coerce.number().int().min(1).max(5).default(3),
});

export const voteBody = z.object({ upvote: z.boolean() });

export const voteAnswer = z.object({ item: feedbackItemSchema, user_vote: userVoteSchema });

/** A status change, with the admin's optional note to the item's followers (plain text, kept with the change). */
export const statusBody = withRule(
  z.object({
    status: z.enum(FEEDBACK_STATUSES),
    note: ruledText(
      FEEDBACK_LIMITS.statusNoteMax,
      `Optional, up to ${FEEDBACK_LIMITS.statusNoteMax} characters: sent to the followers with the change.`,
    )
      .nullable()
      .optional(),
  }),
  (body) => {
    const note = checkStatusNote(body.note);
    if ('error' in note) return { ok: false, errors: { note: note.error } };
    return { ok: true, value: { note: note.value } };
  },
);

export const followAnswer = z.object({ following: z.boolean() }).meta({ id: 'FollowState' });

/** A merge: the item the path's duplicate goes into. */
export const mergeBody = z.object({ into: z.uuid() });

const roadmapCard = feedbackItemSchema
  .pick({ id: true, title: true, type: true, status: true, upvotes: true, downvotes: true, comment_count: true })
  .extend({
    /** When the item reached its status (ISO 8601, UTC). */
    status_changed_at: z.string(),
  })
  .meta({ id: 'RoadmapCard' });

export const roadmapAnswer = z
  .object({
    in_progress: z.array(roadmapCard),
    /** Completed in the last 90 days, the latest first. */
    completed: z.array(roadmapCard),
    /** Open items with the most votes up. */
    most_wanted: z.array(roadmapCard),
  })
  .meta({ id: 'Roadmap' });
