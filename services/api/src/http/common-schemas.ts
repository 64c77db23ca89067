/** What every resource's routes share: the error answers they document, path parameters, free text. */
import { z } from 'zod';
import { FIELD_ERROR_CODES } from '@koester/contract/validation/field-codes';
import { isUuid } from '@koester/contract/validation/ids';
import { notFound } from '../errors.ts';

/** One field's problem, with a code of the shared list (@koester/contract/validation/field-codes). */
const fieldErrorSchema = z
  .object({ code: z.enum(FIELD_ERROR_CODES), message: z.string() })
  .meta({ id: 'FieldError', description: "A field's problem: a shared code to translate, and an English message." });

const errorShape = <D extends z.ZodType>(details: D) =>
  z.object({ status: z.number().int(), message: z.string(), code: z.string(), details });

/** A refusal with nothing more to say than its code and message. */
const errorSchema = errorShape(z.null()).meta({ id: 'Error' });

/** 400: field problems by field (dotted paths for nested fields), or null when no field is to blame (bad JSON). */
const badRequestSchema = errorShape(z.object({ fields: z.record(z.string(), fieldErrorSchema) }).nullable()).meta({
  id: 'BadRequestError',
});

/** 409: a conflict; for an item merged into another, where it went (the page goes there). */
const conflictSchema = errorShape(z.object({ merged_into: z.string() }).nullable()).meta({ id: 'ConflictError' });

/** 410: the share link expired (spec §7: status 410 or is_expired). */
const expiredSchema = errorShape(z.object({ is_expired: z.literal(true) })).meta({ id: 'ExpiredError' });

/** 429: too many writes; retry after this many seconds (also in Retry-After). */
const rateLimitedSchema = errorShape(z.object({ retryAfter: z.number().int() })).meta({
  id: 'RateLimitedError',
});

/** 503: briefly unavailable (starting, stopping, the database out of reach); retry after this many seconds. */
const unavailableSchema = errorShape(z.object({ retryAfter: z.number().int() })).meta({ id: 'UnavailableError' });

/** 403 when the plan holds no more (the free plan's 10 relationships): the limit and where to upgrade. */
export const planLimitSchema = errorShape(z.object({ limit: z.number().int(), upgrade_path: z.string() })).meta({
  id: 'PlanLimitError',
});

const ERROR_SCHEMAS: Record<number, z.ZodType> = {
  400: badRequestSchema,
  409: conflictSchema,
  410: expiredSchema,
  429: rateLimitedSchema,
  503: unavailableSchema,
};

/**
 * Error answers a route documents, by status. Every route refuses an invalid
 * token with 401 (docs/decisions.md), so 401 is always listed.
 */
export const errors = (...statuses: number[]) =>
  Object.fromEntries(
    [...new Set([401, ...statuses])].sort((a, b) => a - b).map((s) => [s, ERROR_SCHEMAS[s] ?? errorSchema]),
  );

/** The longest path segment the router passes on; longer ones are refused with 414 before any schema. */
export const MAX_PARAM_LENGTH = 100;

/** A path parameter, as long as the router lets through. */
export const pathParam = z.string().max(MAX_PARAM_LENGTH);

/** A malformed id can name nothing: 404, like an unknown one. */
export function requireUuid(id: string, what: string, code?: string): string {
  if (!isUuid(id)) throw notFound(`${what} not found.`, code);
  // As the database writes it, so that ids compare as strings (a merge's source and target, say).
  return id.toLowerCase();
}

/** What the OpenAPI document says of free text, beyond its lengths (spec §5). */
const SAFE_TEXT =
  'Trimmed before its length is checked. Refused if it contains script tags, javascript:, alert(, document.cookie, localStorage, sessionStorage or eval(. Angle brackets are stored escaped.';

/**
 * A free text's schema. The shared rule has the last word (it counts after cleaning, and reads escaped text back
 * first, as forms send it), so the schema only caps the size: an escaped text is at most four times as long.
 */
export const ruledText = (max: number, description: string) =>
  z
    .string()
    .max(max * 4)
    .meta({ description: `${description} ${SAFE_TEXT}` });
