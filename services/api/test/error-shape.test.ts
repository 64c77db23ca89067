import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_ACCOUNTS } from '@koester/contract/demo/demo-accounts';
import { isFieldErrorCode, type FieldErrorCode } from '@koester/contract/validation/field-codes';
import { STAGE_PREFIX } from '../src/app.ts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { PEOPLE_REFUSALS } from './support/people-refusals.ts';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';

type Caller = 'anonymous' | 'owner' | 'bob' | 'admin' | 'tampered';

/** One request that must be refused, and how. */
interface Refusal {
  as: Caller;
  path: string;
  body?: unknown;
  status: number;
  code: string;
  /** The exact field problems expected in details.fields. */
  fields?: Record<string, FieldErrorCode>;
}

const owner = { sub: DEMO_ACCOUNTS.demo.sub, email: DEMO_ACCOUNTS.demo.email, name: 'Demo' };
const seeded = (n: number) => `5eed0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const WISHLIST = seeded(1);
const FREE_ITEM = seeded(101);
const RESERVED_ITEM = seeded(102);
const EXPIRED_ITEM = seeded(111);
const COMPLETED_FEEDBACK = seeded(201);
const FEEDBACK = seeded(206);
const OWNERS_COMMENT = seeded(302);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const TOO_LONG_TOKEN = 'x'.repeat(101);
const validFeedback = { title: 'Dark mode', description: 'Please add a dark mode for the evenings.', type: 'bug' };

/** A refused purchase mark on `/public/wishlists/{where}/purchased`. */
const markBought = (as: Caller, where: string, status: number, code: string): Refusal => ({
  as,
  path: `/public/wishlists/${where}/purchased`,
  body: { purchased: true },
  status,
  code,
});

/**
 * At least one refusal of each route, written by hand: wrong owner, no token,
 * unknown ids, each rule. Keyed "METHOD /path" as Fastify names the route; a
 * route missing here fails the test below.
 */
const REFUSALS: Record<string, Refusal[]> = {
  ...PEOPLE_REFUSALS,
  'GET /openapi.json': [{ as: 'tampered', path: '/openapi.json', status: 401, code: 'INVALID_TOKEN' }],
  'GET /health/live': [{ as: 'tampered', path: '/health/live', status: 401, code: 'INVALID_TOKEN' }],
  'GET /health/ready': [{ as: 'tampered', path: '/health/ready', status: 401, code: 'INVALID_TOKEN' }],
  'POST /sessions/revoke': [
    { as: 'anonymous', path: '/sessions/revoke', status: 401, code: 'UNAUTHORIZED' },
    { as: 'tampered', path: '/sessions/revoke', status: 401, code: 'INVALID_TOKEN' },
  ],
  'GET /profiles': [
    { as: 'anonymous', path: '/profiles', status: 401, code: 'UNAUTHORIZED' },
    { as: 'bob', path: '/profiles', status: 404, code: 'PROFILE_NOT_FOUND' },
  ],
  'POST /profiles': [
    {
      as: 'owner',
      path: '/profiles',
      body: { email: 'someone@else.test' },
      status: 400,
      code: 'EMAIL_MISMATCH',
      fields: { email: 'EMAIL_MISMATCH' },
    },
    {
      as: 'owner',
      path: '/profiles',
      body: { name: 'x'.repeat(201) },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { name: 'NAME_TOO_LONG', email: 'REQUIRED' },
    },
    { as: 'anonymous', path: '/profiles', body: { email: owner.email }, status: 401, code: 'UNAUTHORIZED' },
  ],
  'PATCH /profiles': [
    {
      as: 'owner',
      path: '/profiles',
      body: { name: ' \u200B ' },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { name: 'NAME_REQUIRED' },
    },
    {
      as: 'owner',
      path: '/profiles',
      body: { name: 'x'.repeat(1001) },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { name: 'NAME_TOO_LONG' },
    },
    {
      as: 'owner',
      path: '/profiles',
      body: { name: 'localStorage' },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { name: 'DANGEROUS_CONTENT' },
    },
    {
      as: 'owner',
      path: '/profiles',
      body: { name: 'Demo\u001B' },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { name: 'INVALID_CHARACTER' },
    },
    {
      as: 'owner',
      path: '/profiles',
      body: { name: 7 },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { name: 'WRONG_TYPE' },
    },
    { as: 'bob', path: '/profiles', body: { name: 'Bob' }, status: 404, code: 'PROFILE_NOT_FOUND' },
    { as: 'anonymous', path: '/profiles', body: { name: 'Demo' }, status: 401, code: 'UNAUTHORIZED' },
  ],
  'GET /feedback': [
    {
      as: 'anonymous',
      path: '/feedback?limit=101&offset=abc&type=idea&status=closed',
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { limit: 'TOO_LARGE', offset: 'WRONG_TYPE', type: 'INVALID_CHOICE', status: 'INVALID_CHOICE' },
    },
    {
      as: 'anonymous',
      path: '/feedback?limit=0&offset=-1',
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { limit: 'TOO_SMALL', offset: 'TOO_SMALL' },
    },
    {
      as: 'anonymous',
      path: `/feedback?q=${'x'.repeat(101)}&sort=best`,
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { q: 'TOO_LONG', sort: 'INVALID_CHOICE' },
    },
  ],
  'GET /feedback/similar': [
    {
      as: 'anonymous',
      path: '/feedback/similar?limit=6',
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { text: 'REQUIRED', limit: 'TOO_LARGE' },
    },
    {
      as: 'anonymous',
      path: `/feedback/similar?text=${'x'.repeat(101)}&limit=0`,
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { text: 'TOO_LONG', limit: 'TOO_SMALL' },
    },
  ],
  'GET /feedback/:id': [
    { as: 'anonymous', path: `/feedback/${UNKNOWN}`, status: 404, code: 'NOT_FOUND' },
    { as: 'owner', path: '/feedback/not-a-uuid', status: 404, code: 'NOT_FOUND' },
  ],
  'POST /feedback': [
    {
      as: 'owner',
      path: '/feedback',
      body: { title: ' ', description: 'short', type: 'idea' },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { title: 'TITLE_REQUIRED', description: 'DESCRIPTION_TOO_SHORT', type: 'INVALID_TYPE' },
    },
    {
      as: 'owner',
      path: '/feedback',
      body: { title: 'x'.repeat(101), description: 'see document.cookie here', type: 'bug', is_anonymous: 'yes' },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { title: 'TITLE_TOO_LONG', description: 'DANGEROUS_CONTENT', is_anonymous: 'WRONG_TYPE' },
    },
    {
      as: 'owner',
      path: '/feedback',
      body: { ...validFeedback, title: 'x' },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { title: 'TITLE_TOO_SHORT' },
    },
    { as: 'anonymous', path: '/feedback', body: validFeedback, status: 401, code: 'UNAUTHORIZED' },
  ],
  'POST /feedback/:id/vote': [
    {
      as: 'owner',
      path: `/feedback/${FEEDBACK}/vote`,
      body: { upvote: 'yes' },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { upvote: 'WRONG_TYPE' },
    },
    {
      as: 'owner',
      path: `/feedback/${FEEDBACK}/vote`,
      body: {},
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { upvote: 'REQUIRED' },
    },
    { as: 'owner', path: `/feedback/${UNKNOWN}/vote`, body: { upvote: true }, status: 404, code: 'NOT_FOUND' },
    { as: 'anonymous', path: `/feedback/${FEEDBACK}/vote`, body: { upvote: true }, status: 401, code: 'UNAUTHORIZED' },
  ],
  'PUT /feedback/:id/status': [
    { as: 'bob', path: `/feedback/${FEEDBACK}/status`, body: { status: 'open' }, status: 403, code: 'ADMIN_ONLY' },
    {
      as: 'admin',
      path: `/feedback/${COMPLETED_FEEDBACK}/status`,
      body: { status: 'completed' },
      status: 400,
      code: 'STATUS_UNCHANGED',
      fields: { status: 'STATUS_UNCHANGED' },
    },
    {
      as: 'admin',
      path: `/feedback/${FEEDBACK}/status`,
      body: { status: 'done' },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { status: 'INVALID_CHOICE' },
    },
    {
      as: 'admin',
      path: `/feedback/${FEEDBACK}/status`,
      body: { status: 'in_progress', note: 'x'.repeat(1001) },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { note: 'STATUS_NOTE_TOO_LONG' },
    },
  ],
  'PUT /feedback/:id/follow': [
    { as: 'anonymous', path: `/feedback/${FEEDBACK}/follow`, status: 401, code: 'UNAUTHORIZED' },
    { as: 'bob', path: `/feedback/${UNKNOWN}/follow`, status: 404, code: 'NOT_FOUND' },
  ],
  'DELETE /feedback/:id/follow': [
    { as: 'anonymous', path: `/feedback/${FEEDBACK}/follow`, status: 401, code: 'UNAUTHORIZED' },
    { as: 'bob', path: '/feedback/not-an-id/follow', status: 404, code: 'NOT_FOUND' },
  ],
  'POST /feedback/:id/merge': [
    {
      as: 'bob',
      path: `/feedback/${FEEDBACK}/merge`,
      body: { into: COMPLETED_FEEDBACK },
      status: 403,
      code: 'ADMIN_ONLY',
    },
    {
      as: 'admin',
      path: `/feedback/${FEEDBACK}/merge`,
      body: { into: FEEDBACK },
      status: 400,
      code: 'MERGE_INTO_ITSELF',
      fields: { into: 'MERGE_INTO_ITSELF' },
    },
    {
      as: 'admin',
      path: `/feedback/${FEEDBACK}/merge`,
      body: { into: UNKNOWN },
      status: 400,
      code: 'MERGE_TARGET_NOT_FOUND',
      fields: { into: 'MERGE_TARGET_NOT_FOUND' },
    },
    { as: 'admin', path: `/feedback/${UNKNOWN}/merge`, body: { into: FEEDBACK }, status: 404, code: 'NOT_FOUND' },
  ],
  'GET /feedback/roadmap': [{ as: 'tampered', path: '/feedback/roadmap', status: 401, code: 'INVALID_TOKEN' }],
  'GET /feedback/changes.atom': [
    {
      as: 'anonymous',
      path: '/feedback/changes.atom?lang=de',
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { lang: 'INVALID_CHOICE' },
    },
  ],
  'DELETE /feedback/:id': [
    { as: 'bob', path: `/feedback/${FEEDBACK}`, status: 403, code: 'ADMIN_ONLY' },
    { as: 'admin', path: `/feedback/${UNKNOWN}`, status: 404, code: 'NOT_FOUND' },
  ],
  'GET /feedback/:id/comments': [
    { as: 'anonymous', path: `/feedback/${UNKNOWN}/comments`, status: 404, code: 'NOT_FOUND' },
    { as: 'anonymous', path: '/feedback/not-an-id/comments', status: 404, code: 'NOT_FOUND' },
  ],
  'POST /feedback/:id/comments': [
    ...(
      [
        ['   ', 'COMMENT_EMPTY'],
        ['a', 'COMMENT_TOO_SHORT'],
        ['a'.repeat(501), 'COMMENT_TOO_LONG'],
        ['try eval(1) now', 'DANGEROUS_CONTENT'],
        [42, 'COMMENT_EMPTY'],
      ] as const
    ).map(([content, code]): Refusal => ({
      as: 'owner',
      path: `/feedback/${FEEDBACK}/comments`,
      body: { content },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { content: code },
    })),
    {
      as: 'owner',
      path: `/feedback/${UNKNOWN}/comments`,
      body: { content: 'Hi there' },
      status: 404,
      code: 'NOT_FOUND',
    },
    {
      as: 'anonymous',
      path: `/feedback/${FEEDBACK}/comments`,
      body: { content: 'Hi there' },
      status: 401,
      code: 'UNAUTHORIZED',
    },
  ],
  'DELETE /feedback/:id/comments/:commentId': [
    { as: 'bob', path: `/feedback/${FEEDBACK}/comments/${OWNERS_COMMENT}`, status: 403, code: 'NOT_YOUR_COMMENT' },
    { as: 'owner', path: `/feedback/${FEEDBACK}/comments/${UNKNOWN}`, status: 404, code: 'NOT_FOUND' },
    { as: 'anonymous', path: `/feedback/${FEEDBACK}/comments/${OWNERS_COMMENT}`, status: 401, code: 'UNAUTHORIZED' },
  ],
  'GET /public/wishlists/:shareToken': [
    { as: 'anonymous', path: '/public/wishlists/nope', status: 404, code: 'WISHLIST_NOT_FOUND' },
    { as: 'bob', path: '/public/wishlists/demo-expired', status: 410, code: 'LINK_EXPIRED' },
    { as: 'anonymous', path: `/public/wishlists/${TOO_LONG_TOKEN}`, status: 414, code: 'URI_TOO_LONG' },
  ],
  'POST /public/wishlists/:shareToken/items/:itemId/claim': [
    { as: 'owner', path: `/public/wishlists/demo/items/${FREE_ITEM}/claim`, status: 403, code: 'OWN_WISHLIST' },
    { as: 'bob', path: `/public/wishlists/demo/items/${RESERVED_ITEM}/claim`, status: 409, code: 'ALREADY_CLAIMED' },
    {
      as: 'bob',
      path: `/public/wishlists/demo-expired/items/${EXPIRED_ITEM}/claim`,
      status: 410,
      code: 'LINK_EXPIRED',
    },
    { as: 'bob', path: `/public/wishlists/demo/items/${UNKNOWN}/claim`, status: 404, code: 'ITEM_NOT_FOUND' },
    { as: 'anonymous', path: `/public/wishlists/demo/items/${FREE_ITEM}/claim`, status: 401, code: 'UNAUTHORIZED' },
  ],
  'DELETE /public/wishlists/:shareToken/items/:itemId/claim': [
    { as: 'bob', path: `/public/wishlists/demo/items/${RESERVED_ITEM}/claim`, status: 403, code: 'NOT_YOUR_CLAIM' },
    { as: 'bob', path: `/public/wishlists/demo/items/${FREE_ITEM}/claim`, status: 404, code: 'NOT_CLAIMED' },
  ],
  'PUT /public/wishlists/:shareToken/items/:itemId/purchased': [
    markBought('owner', `demo/items/${FREE_ITEM}`, 403, 'OWN_WISHLIST'),
    markBought('bob', `demo/items/${RESERVED_ITEM}`, 403, 'NOT_YOUR_CLAIM'),
    markBought('bob', `demo/items/${FREE_ITEM}`, 409, 'NOT_CLAIMED'),
    markBought('bob', `demo-expired/items/${EXPIRED_ITEM}`, 410, 'LINK_EXPIRED'),
    {
      as: 'bob',
      path: `/public/wishlists/demo/items/${FREE_ITEM}/purchased`,
      body: {},
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { purchased: 'REQUIRED' },
    },
  ],
  'GET /public/wishlists/:shareToken/events': [
    { as: 'anonymous', path: '/public/wishlists/nope/events', status: 404, code: 'WISHLIST_NOT_FOUND' },
    { as: 'bob', path: '/public/wishlists/demo-expired/events', status: 410, code: 'LINK_EXPIRED' },
  ],
  'GET /wishlists': [{ as: 'anonymous', path: '/wishlists', status: 401, code: 'UNAUTHORIZED' }],
  'POST /wishlists': [
    {
      as: 'owner',
      path: '/wishlists',
      body: { name: '  ', description: 'localStorage tricks' },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { name: 'LIST_NAME_REQUIRED', description: 'DANGEROUS_CONTENT' },
    },
    {
      as: 'owner',
      path: '/wishlists',
      body: { description: 'x'.repeat(1001) },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { name: 'LIST_NAME_REQUIRED', description: 'LIST_DESCRIPTION_TOO_LONG' },
    },
  ],
  'GET /wishlists/:id': [
    { as: 'bob', path: `/wishlists/${WISHLIST}`, status: 404, code: 'WISHLIST_NOT_FOUND' },
    // A malformed id names nothing, and says so in the same words as an unknown one.
    { as: 'owner', path: '/wishlists/not-a-uuid', status: 404, code: 'WISHLIST_NOT_FOUND' },
  ],
  'PATCH /wishlists/:id': [
    { as: 'bob', path: `/wishlists/${WISHLIST}`, body: { name: 'Mine' }, status: 404, code: 'WISHLIST_NOT_FOUND' },
    {
      as: 'owner',
      path: `/wishlists/${WISHLIST}`,
      body: { name: 'x'.repeat(101) },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { name: 'LIST_NAME_TOO_LONG' },
    },
    {
      as: 'owner',
      path: `/wishlists/${WISHLIST}`,
      body: { hide_reservations_from_visitors: 'yes' },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { hide_reservations_from_visitors: 'WRONG_TYPE' },
    },
  ],
  'POST /wishlists/:id/items': [
    {
      as: 'owner',
      path: `/wishlists/${WISHLIST}/items`,
      body: { title: 'Lamp', price: -1, url: 'javascript:alert(1)', image_url: 'ftp://x' },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { price: 'PRICE_NEGATIVE', url: 'INVALID_URL', image_url: 'INVALID_URL' },
    },
    {
      as: 'owner',
      path: `/wishlists/${WISHLIST}/items`,
      body: { price: 1.234 },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { title: 'ITEM_TITLE_REQUIRED', price: 'PRICE_TOO_PRECISE' },
    },
    {
      as: 'bob',
      path: `/wishlists/${WISHLIST}/items`,
      body: { title: 'Lamp' },
      status: 404,
      code: 'WISHLIST_NOT_FOUND',
    },
  ],
  'PATCH /wishlists/:id/items/:itemId': [
    {
      as: 'owner',
      path: `/wishlists/${WISHLIST}/items/${UNKNOWN}`,
      body: { price: 5 },
      status: 404,
      code: 'ITEM_NOT_FOUND',
    },
    {
      as: 'owner',
      path: `/wishlists/${WISHLIST}/items/${FREE_ITEM}`,
      body: { price: 'ten', title: 'x'.repeat(201) },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { price: 'PRICE_NOT_A_NUMBER', title: 'ITEM_TITLE_TOO_LONG' },
    },
  ],
  'DELETE /wishlists/:id/items/:itemId': [
    { as: 'owner', path: `/wishlists/${WISHLIST}/items/${UNKNOWN}`, status: 404, code: 'ITEM_NOT_FOUND' },
    { as: 'bob', path: `/wishlists/${WISHLIST}/items/${FREE_ITEM}`, status: 404, code: 'WISHLIST_NOT_FOUND' },
  ],
  'DELETE /wishlists/:id': [
    { as: 'bob', path: `/wishlists/${WISHLIST}`, status: 404, code: 'WISHLIST_NOT_FOUND' },
    { as: 'owner', path: `/wishlists/${UNKNOWN}`, status: 404, code: 'WISHLIST_NOT_FOUND' },
  ],
  'DELETE /wishlists/:id/items/:itemId/received': [
    { as: 'owner', path: `/wishlists/${WISHLIST}/items/${FREE_ITEM}/received`, status: 404, code: 'ITEM_NOT_FOUND' },
    { as: 'bob', path: `/wishlists/${WISHLIST}/items/${FREE_ITEM}/received`, status: 404, code: 'WISHLIST_NOT_FOUND' },
  ],
  'POST /wishlists/:id/items/:itemId/received': [
    { as: 'owner', path: `/wishlists/${WISHLIST}/items/${UNKNOWN}/received`, status: 404, code: 'ITEM_NOT_FOUND' },
    { as: 'bob', path: `/wishlists/${WISHLIST}/items/${FREE_ITEM}/received`, status: 404, code: 'WISHLIST_NOT_FOUND' },
  ],
  'POST /wishlists/:id/share-links': [
    {
      as: 'owner',
      path: `/wishlists/${WISHLIST}/share-links`,
      body: { expires_at: '2001-01-01T00:00:00Z' },
      status: 400,
      code: 'EXPIRY_IN_PAST',
      fields: { expires_at: 'EXPIRY_IN_PAST' },
    },
    {
      as: 'owner',
      path: `/wishlists/${WISHLIST}/share-links`,
      body: { expires_at: 'tomorrow' },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { expires_at: 'INVALID_FORMAT' },
    },
    {
      as: 'owner',
      path: `/wishlists/${WISHLIST}/share-links`,
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { body: 'REQUIRED' },
    },
    { as: 'bob', path: `/wishlists/${WISHLIST}/share-links`, body: {}, status: 404, code: 'WISHLIST_NOT_FOUND' },
  ],
  'DELETE /wishlists/:id/share-links/:token': [
    { as: 'owner', path: `/wishlists/${WISHLIST}/share-links/nope`, status: 404, code: 'LINK_NOT_FOUND' },
    { as: 'owner', path: `/wishlists/${WISHLIST}/share-links/${TOO_LONG_TOKEN}`, status: 414, code: 'URI_TOO_LONG' },
  ],
  'POST /api/verify-payment': [
    {
      as: 'bob',
      path: '/api/verify-payment',
      body: { sessionId: 'cs_test_demo', userId: owner.sub },
      status: 403,
      code: 'NOT_YOUR_PAYMENT',
    },
    {
      as: 'owner',
      path: '/api/verify-payment',
      body: { sessionId: 'cs_unknown', userId: owner.sub },
      status: 404,
      code: 'PAYMENT_NOT_FOUND',
    },
    {
      as: 'owner',
      path: '/api/verify-payment',
      body: { sessionId: 'cs_test_open', userId: owner.sub },
      status: 402,
      code: 'PAYMENT_NOT_COMPLETED',
    },
    {
      as: 'owner',
      path: '/api/verify-payment',
      body: { sessionId: '', userId: 7 },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { sessionId: 'REQUIRED', userId: 'WRONG_TYPE' },
    },
  ],
};

const ERROR_KEYS = ['code', 'details', 'message', 'status'];

/** The one error shape: exactly {status, message, code, details}, field problems as {code, message}. */
function expectErrorShape(answer: { status: number; body: any }, label: string) {
  expect(answer.status, label).toBeGreaterThanOrEqual(400);
  expect(answer.status, label).toBeLessThan(500);
  expect(Object.keys(answer.body ?? {}).sort(), label).toEqual(ERROR_KEYS);
  const { status, message, code, details } = answer.body;
  expect(status, label).toBe(answer.status);
  expect(typeof message === 'string' && message.length > 0, label).toBe(true);
  expect(code, label).toMatch(/^[A-Z][A-Z0-9_]+$/);
  expect(details === null || (typeof details === 'object' && !Array.isArray(details)), label).toBe(true);
  if (details && 'fields' in details) {
    expect(Object.keys(details.fields).length, label).toBeGreaterThan(0);
    for (const [field, problem] of Object.entries<any>(details.fields)) {
      expect(Object.keys(problem).sort(), `${label} ${field}`).toEqual(['code', 'message']);
      expect(isFieldErrorCode(problem.code), `${label} ${field}: ${problem.code}`).toBe(true);
      expect(typeof problem.message === 'string' && problem.message.length > 0, `${label} ${field}`).toBe(true);
    }
  }
}

interface KnownRoute {
  key: string;
  method: string;
  url: string;
  schema: {
    hide?: boolean;
    body?: z.ZodType;
    querystring?: z.ZodType;
    params?: z.ZodType;
    response?: Record<number, z.ZodType>;
  };
}

/** The framework's refusals, documented once in docs/decisions.md rather than on every route. */
const FRAMEWORK_STATUSES = new Set([413, 414, 415]);

/** The route's own documentation of a status must describe the answer. */
function expectDocumented(route: KnownRoute, answer: { status: number; body: unknown }, label: string) {
  if (route.schema.hide || FRAMEWORK_STATUSES.has(answer.status)) return;
  const documented = route.schema.response?.[answer.status];
  expect(documented, `${label}: ${answer.status} is not in the route's OpenAPI responses`).toBeDefined();
  expect(documented!.safeParse(answer.body).error, label).toBeUndefined();
}

/** The keys of an object schema, also of one that may be absent (an optional body). */
const shapeKeys = (schema: z.ZodType | undefined): string[] | undefined => {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return shapeKeys(schema.unwrap() as z.ZodType);
  return schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : undefined;
};

describe.each(BACKENDS)('error shape on %s', (backend) => {
  let api: TestApi;
  const routes: KnownRoute[] = [];
  let tokens: Record<Exclude<Caller, 'anonymous'>, string>;

  const call = (route: KnownRoute, as: Caller, path: string, options: { body?: unknown; headers?: any } = {}) =>
    api.call(route.method, path, { token: as === 'anonymous' ? undefined : tokens[as], ...options });

  // Every route's refusals need the seeded data: on a loaded machine (CI runs the suites side by side) it has taken
  // over the default minute.
  beforeAll(async () => {
    api = await startTestApi(backend, {}, undefined, (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        // HEAD answers carry no body; OPTIONS is CORS's preflight for every path.
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        const url = route.url.slice(STAGE_PREFIX.length);
        routes.push({ key: `${method} ${url}`, method, url, schema: (route.schema ?? {}) as KnownRoute['schema'] });
      }
    });
    await seedDemoData(api.db);
    await api.db
      .insertInto('checkout_sessions')
      .values({ id: 'cs_test_open', user_id: owner.sub, status: 'open', plan: 'pro' })
      .execute();
    tokens = {
      owner: api.token(owner),
      bob: api.token(USERS.bob),
      admin: api.token(USERS.admin),
      tampered: api.tokens.tamperedToken(owner),
    };
  }, 180_000);
  afterAll(() => api.close());

  it('knows every route of the API, and has refusals for each', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.every((route) => route.url.startsWith('/'))).toBe(true);
    expect(
      routes.map((route) => route.key).sort(),
      'A route is missing from REFUSALS (or REFUSALS names a route that is gone)',
    ).toEqual(Object.keys(REFUSALS).sort());
  });

  it('answers each route’s refusals in the one shape, with the shared field codes', async () => {
    for (const route of routes) {
      for (const refusal of REFUSALS[route.key] ?? []) {
        const label = `${route.key} as ${refusal.as} ${refusal.path} ${JSON.stringify(refusal.body)?.slice(0, 80)}`;
        const answer = await call(route, refusal.as, refusal.path, { body: refusal.body });
        expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBe(refusal.status);
        expectErrorShape(answer, label);
        expectDocumented(route, answer, label);
        expect(answer.body.code, label).toBe(refusal.code);
        const fields = answer.body.details?.fields;
        if (refusal.fields) {
          const codes = Object.fromEntries(Object.entries<any>(fields ?? {}).map(([k, v]) => [k, v.code]));
          expect(codes, label).toEqual(refusal.fields);
        } else {
          expect(fields, label).toBeUndefined();
        }
      }
    }
  });

  it('refuses an invalid token on every route with 401', async () => {
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, 'x');
      const answer = await call(route, 'tampered', path, { body: route.schema.body ? {} : undefined });
      expect(answer.status, route.key).toBe(401);
      expectErrorShape(answer, route.key);
      expectDocumented(route, answer, route.key);
      expect(answer.body).toMatchObject({ code: 'INVALID_TOKEN', details: null });
    }
  });

  it('names every field of a wrongly typed body, query and over-long path', async () => {
    for (const route of routes) {
      const params = route.url.replace(/:(\w+)/g, (_, name) => (name === 'shareToken' ? 'demo' : UNKNOWN));
      if (route.schema.body) {
        const keys = shapeKeys(route.schema.body);
        expect(keys, `${route.key}: give REFUSALS a case for its body`).toBeDefined();
        const body = Object.fromEntries(keys!.map((key) => [key, { not: 'this' }]));
        const answer = await call(route, 'owner', params, { body });
        expectErrorShape(answer, route.key);
        expectDocumented(route, answer, route.key);
        expect(Object.keys(answer.body.details.fields).sort(), route.key).toEqual(keys);
      }
      if (route.schema.querystring) {
        const keys = shapeKeys(route.schema.querystring)!;
        // Each key twice: a list where one value belongs fits no field, free text included.
        const query = keys.map((key) => `${key}=%25bad%25&${key}=%25bad%25`).join('&');
        const answer = await call(route, 'owner', `${params}?${query}`);
        expectErrorShape(answer, route.key);
        expectDocumented(route, answer, route.key);
        expect(Object.keys(answer.body.details.fields).sort(), route.key).toEqual(keys);
      }
      if (route.url.includes(':')) {
        const answer = await call(route, 'owner', route.url.replace(/:(\w+)/g, TOO_LONG_TOKEN), {
          body: route.schema.body ? {} : undefined,
        });
        expectErrorShape(answer, `${route.key} with over-long path`);
        expectDocumented(route, answer, `${route.key} with over-long path`);
      }
    }
  });

  it('refuses a NUL character in any path, query or body field with 400', async () => {
    const bare = await api.call('GET', '/public/wishlists/a%00b');
    expectErrorShape(bare, 'NUL in a share token');
    expect(bare.body).toMatchObject({ status: 400, code: 'BAD_URL', details: null });
    for (const route of routes) {
      const params = route.url.replace(/:(\w+)/g, (_, name) => (name === 'shareToken' ? 'demo' : UNKNOWN));
      if (route.url.includes(':')) {
        const answer = await call(route, 'owner', route.url.replace(/:(\w+)/g, 'a%00b'), {
          body: route.schema.body ? {} : undefined,
        });
        expectErrorShape(answer, `${route.key} with NUL in the path`);
        expect(answer.body, route.key).toMatchObject({ status: 400, code: 'BAD_URL' });
      }
      if (route.schema.body) {
        const keys = shapeKeys(route.schema.body)!;
        const body = Object.fromEntries(keys.map((key) => [key, 'a\u0000b']));
        const answer = await call(route, 'owner', params, { body });
        expectErrorShape(answer, `${route.key} with NUL in the body`);
        expectDocumented(route, answer, `${route.key} with NUL in the body`);
        const codes = Object.fromEntries(Object.entries<any>(answer.body.details.fields).map(([k, v]) => [k, v.code]));
        expect(codes, route.key).toEqual(Object.fromEntries(keys.map((key) => [key, 'INVALID_CHARACTER'])));
      }
      if (route.schema.querystring) {
        const keys = shapeKeys(route.schema.querystring)!;
        const answer = await call(route, 'owner', `${params}?${keys.map((key) => `${key}=%00`).join('&')}`);
        expectErrorShape(answer, `${route.key} with NUL in the query`);
        expectDocumented(route, answer, `${route.key} with NUL in the query`);
        expect(Object.keys(answer.body.details.fields).sort(), route.key).toEqual(keys);
      }
    }
    // Nested anywhere in a body, and only the fields that hold one.
    const nested = await api.call('POST', '/feedback', {
      token: tokens.owner,
      body: { ...validFeedback, title: 'Fine title', extra: { list: ['ok', 'x\u0000'] } },
    });
    expect(nested.body).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      details: { fields: { 'extra.list.1': { code: 'INVALID_CHARACTER' } } },
    });
    expect(Object.keys(nested.body.details.fields)).toEqual(['extra.list.1']);
  });

  it('answers the framework’s refusals in the same shape, with details null', async () => {
    const bodyRoutes = routes.filter((route) => route.schema.body);
    expect(bodyRoutes.length).toBeGreaterThan(5);
    for (const route of bodyRoutes) {
      const path = route.url.replace(/:(\w+)/g, UNKNOWN);
      const broken = await call(route, 'owner', path, { body: '{"title": ' });
      expectErrorShape(broken, `${route.key} broken JSON`);
      expectDocumented(route, broken, `${route.key} broken JSON`);
      expect(broken.body).toMatchObject({ status: 400, code: 'INVALID_JSON', details: null });
      const plain = await fetch(`${api.base}${path}`, {
        method: route.method,
        headers: { 'Content-Type': 'application/xml', Authorization: `Bearer ${tokens.owner}` },
        body: '<hello/>',
      });
      const unsupported = { status: plain.status, body: await plain.json() };
      expectErrorShape(unsupported, `${route.key} application/xml`);
      expect(unsupported.body).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', details: null });
    }
    const big = await api.call('POST', '/feedback', {
      token: tokens.owner,
      body: { ...validFeedback, description: 'y'.repeat(80_000) },
    });
    expectErrorShape(big, 'too large');
    expect(big.body).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', details: null });
    const badUrl = await api.call('GET', '/feedback/%E0%A4%A/comments');
    expectErrorShape(badUrl, 'broken percent-encoding');
    expect(badUrl.body).toMatchObject({ status: 400, code: 'BAD_URL', details: null });
    for (const [method, path] of [
      ['GET', '/nowhere'],
      ['PUT', '/feedback'],
      ['DELETE', '/wishlists'],
    ]) {
      const missing = await api.call(method!, path!);
      expectErrorShape(missing, `${method} ${path}`);
      expect(missing.body).toMatchObject({ status: 404, code: 'NOT_FOUND', details: null });
    }
  });
});

describe.each(BACKENDS)('rate limit answers on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend, { writesPerMinute: 1 });
  });
  afterAll(() => api.close());

  it('say how long to wait, in details', async () => {
    const token = api.token(USERS.alice);
    const vote = () => api.call('POST', `/feedback/${UNKNOWN}/vote`, { token, body: { upvote: true } });
    expect((await vote()).status).toBe(404);
    const limited = await vote();
    expectErrorShape(limited, '429');
    expect(limited.body).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      details: { retryAfter: expect.any(Number) },
    });
  });
});
