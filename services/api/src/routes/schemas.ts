import { z } from 'zod';
import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from '@koester/shared/validation/feedback-rules';
import type { RuleError } from '@koester/shared/validation/text-rules';
import { badRequest, notFound } from '../errors.ts';

/** The error shape of every failure (spec §8). */
export const errorSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});

/** Error answers a route documents, by status. */
export const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorSchema]));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id can name nothing: 404, like an unknown one. */
export function requireUuid(id: string, what: string): string {
  if (!UUID.test(id)) throw notFound(`${what} not found.`);
  return id;
}

/** Turns failed shared rules into a 400 whose message is the first rule's, with every field in details. */
export function ruleFailure(fieldErrors: Record<string, RuleError>) {
  const first = Object.values(fieldErrors)[0]!;
  return badRequest(first.message, { fields: fieldErrors });
}

export const feedbackItemSchema = z.object({
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
});

export const commentSchema = z.object({
  id: z.string(),
  feedback_id: z.string(),
  user_id: z.string(),
  content: z.string(),
  isAdmin: z.boolean(),
  created_at: z.string(),
});
