import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@koester/contract/demo/demo-accounts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { openEventStream } from './support/event-stream.ts';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';

type Caller =
  'anonymous' | 'user' | 'anotherUser' | 'admin' | 'expired' | 'noExpiry' | 'tampered' | 'foreignKey' | 'wrongAudience';

const owner = { sub: DEMO_ACCOUNTS.demo.sub, email: DEMO_ACCOUNTS.demo.email, name: 'Demo' };
const ITEM_FREE = '5eed0000-0000-4000-8000-000000000103';
const FEEDBACK_ID = '5eed0000-0000-4000-8000-000000000206';
const WISHLIST_ID = '5eed0000-0000-4000-8000-000000000001';
const ITEM_RECEIVED = '5eed0000-0000-4000-8000-000000000104';
const ITEM_REMOVE = '5eed0000-0000-4000-8000-000000000105';
const PERSON = '5eed0000-0000-4000-8000-000000000402';
const DATE = '5eed0000-0000-4000-8000-000000000412';
const IDEA = '5eed0000-0000-4000-8000-000000000421';
const ANNA = '5eed0000-0000-4000-8000-000000000401';

/**
 * Every endpoint × every kind of caller, with the status each must get. "user"
 * is the owner of what the endpoint touches where that matters (their profile,
 * their wishlist, their comment); "anotherUser" is someone else.
 */
const MATRIX: {
  name: string;
  method: string;
  path: string | (() => string);
  body?: unknown;
  expect: Record<Caller, number>;
  /** A live stream: only its status is read, then it is closed. */
  stream?: boolean;
}[] = [];
const invalidTokens = { expired: 401, noExpiry: 401, tampered: 401, foreignKey: 401, wrongAudience: 401 } as const;
const publicRead = { anonymous: 200, user: 200, anotherUser: 200, admin: 200, ...invalidTokens };
const signedIn = (ok: number, other = ok) => ({
  anonymous: 401,
  user: ok,
  anotherUser: other,
  admin: ok,
  ...invalidTokens,
});
/** Personal resources: an admin is just another user there. */
const owned = (ok: number, other: number) => ({ ...signedIn(ok, other), admin: other });

let commentPath = '';
MATRIX.push(
  { name: 'GET /feedback', method: 'GET', path: '/feedback', expect: publicRead },
  { name: 'GET /feedback?q&sort', method: 'GET', path: '/feedback?q=melding&sort=top', expect: publicRead },
  { name: 'GET /feedback/:id', method: 'GET', path: `/feedback/${FEEDBACK_ID}`, expect: publicRead },
  { name: 'GET /feedback/similar', method: 'GET', path: '/feedback/similar?text=melding', expect: publicRead },
  { name: 'GET /feedback/:id/comments', method: 'GET', path: `/feedback/${FEEDBACK_ID}/comments`, expect: publicRead },
  { name: 'GET /public/wishlists/:token', method: 'GET', path: '/public/wishlists/demo', expect: publicRead },
  {
    name: 'GET /public/wishlists/:token/events',
    method: 'GET',
    path: '/public/wishlists/demo/events',
    // The owner ("user") has nothing to stream.
    expect: { ...publicRead, user: 204 },
    stream: true,
  },
  { name: 'GET /profiles', method: 'GET', path: '/profiles', expect: owned(200, 404) },
  {
    name: 'POST /profiles',
    method: 'POST',
    path: '/profiles',
    body: { email: 'x@example.test' },
    expect: signedIn(400),
  },
  { name: 'PATCH /profiles', method: 'PATCH', path: '/profiles', body: { name: 'Demo' }, expect: owned(200, 404) },
  {
    name: 'POST /feedback',
    method: 'POST',
    path: '/feedback',
    body: { title: 'Matrix', description: 'A description long enough.', type: 'bug' },
    expect: signedIn(201),
  },
  {
    name: 'POST /feedback/:id/vote',
    method: 'POST',
    path: `/feedback/${FEEDBACK_ID}/vote`,
    body: { upvote: true },
    expect: signedIn(200),
  },
  {
    name: 'PUT /feedback/:id/status',
    method: 'PUT',
    path: `/feedback/${FEEDBACK_ID}/status`,
    body: { status: 'open' },
    expect: { ...signedIn(403), admin: 400 },
  },
  {
    name: 'DELETE /feedback/:id',
    method: 'DELETE',
    path: '/feedback/00000000-0000-4000-8000-000000000000',
    expect: { ...signedIn(403), admin: 404 },
  },
  {
    name: 'POST /feedback/:id/comments',
    method: 'POST',
    path: `/feedback/${FEEDBACK_ID}/comments`,
    body: { content: 'Matrix' },
    expect: signedIn(201),
  },
  {
    name: 'DELETE /feedback/:id/comments/:commentId',
    method: 'DELETE',
    path: () => commentPath,
    expect: { ...signedIn(204, 403), admin: 204 },
  },
  {
    name: 'POST claim',
    method: 'POST',
    path: `/public/wishlists/demo/items/${ITEM_FREE}/claim`,
    expect: { ...signedIn(403, 200), admin: 409 },
  },
  {
    name: 'PUT purchased',
    method: 'PUT',
    path: `/public/wishlists/demo/items/${ITEM_FREE}/purchased`,
    body: { purchased: true },
    expect: { ...signedIn(403, 200), admin: 403 },
  },
  {
    name: 'DELETE claim',
    method: 'DELETE',
    path: `/public/wishlists/demo/items/${ITEM_FREE}/claim`,
    expect: { ...signedIn(403, 200), admin: 403 },
  },
  { name: 'GET /wishlists', method: 'GET', path: '/wishlists', expect: signedIn(200) },
  { name: 'GET /wishlists/:id', method: 'GET', path: `/wishlists/${WISHLIST_ID}`, expect: owned(200, 404) },
  {
    name: 'POST /wishlists/:id/items',
    method: 'POST',
    path: `/wishlists/${WISHLIST_ID}/items`,
    body: { title: 'Matrix' },
    expect: owned(201, 404),
  },
  {
    name: 'POST /wishlists/:id/share-links',
    method: 'POST',
    path: `/wishlists/${WISHLIST_ID}/share-links`,
    body: {},
    expect: owned(201, 404),
  },
  {
    name: 'PATCH /wishlists/:id',
    method: 'PATCH',
    path: `/wishlists/${WISHLIST_ID}`,
    body: { description: 'Matrix' },
    expect: owned(200, 404),
  },
  {
    name: 'PATCH /wishlists/:id/items/:itemId',
    method: 'PATCH',
    path: `/wishlists/${WISHLIST_ID}/items/${ITEM_FREE}`,
    body: { price: 25 },
    expect: owned(200, 404),
  },
  {
    name: 'DELETE /wishlists/:id/items/:itemId',
    method: 'DELETE',
    path: `/wishlists/${WISHLIST_ID}/items/${ITEM_REMOVE}`,
    expect: owned(200, 404),
  },
  {
    name: 'POST /wishlists/:id/items/:itemId/received',
    method: 'POST',
    path: `/wishlists/${WISHLIST_ID}/items/${ITEM_RECEIVED}/received`,
    expect: owned(200, 404),
  },
  {
    name: 'POST /api/verify-payment',
    method: 'POST',
    path: '/api/verify-payment',
    body: { sessionId: 'cs_test_demo', userId: DEMO_ACCOUNTS.demo.sub },
    expect: owned(200, 403),
  },
  { name: 'GET /people', method: 'GET', path: '/people', expect: signedIn(200) },
  { name: 'GET /people/upcoming', method: 'GET', path: '/people/upcoming', expect: signedIn(200) },
  { name: 'POST /people', method: 'POST', path: '/people', body: { name: 'Matrix' }, expect: signedIn(201) },
  { name: 'GET /people/:id', method: 'GET', path: `/people/${PERSON}`, expect: owned(200, 404) },
  {
    name: 'PATCH /people/:id',
    method: 'PATCH',
    path: `/people/${PERSON}`,
    body: { notes: 'Hi' },
    expect: owned(200, 404),
  },
  {
    name: 'POST /people/:id/dates',
    method: 'POST',
    path: `/people/${PERSON}/dates`,
    body: { kind: 'name_day', day: 3, month: 3, recurrence: 'yearly' },
    // One name day per call: a second is another date (only a birthday is one per person).
    expect: owned(201, 404),
  },
  {
    name: 'PUT /people/:id/dates/:dateId',
    method: 'PUT',
    path: `/people/${PERSON}/dates/${DATE}`,
    body: { kind: 'birthday', day: 4, month: 4, recurrence: 'yearly', lead_days: [0] },
    expect: owned(200, 404),
  },
  {
    name: 'POST /people/:id/gift-ideas',
    method: 'POST',
    path: `/people/${PERSON}/gift-ideas`,
    body: { title: 'Socks' },
    expect: owned(201, 404),
  },
  {
    name: 'PATCH /people/:id/gift-ideas/:ideaId',
    method: 'PATCH',
    path: `/people/${ANNA}/gift-ideas/${IDEA}`,
    body: { notes: 'Row 5' },
    expect: owned(200, 404),
  },
  {
    name: 'POST /people/:id/gift-ideas/:ideaId/move',
    method: 'POST',
    path: `/people/${ANNA}/gift-ideas/${IDEA}/move`,
    body: { wishlist_id: WISHLIST_ID },
    // The owner's move takes the idea away: a second caller finds nothing, as anyone else does.
    expect: { ...owned(201, 404) },
  },
  {
    name: 'DELETE /people/:id/dates/:dateId',
    method: 'DELETE',
    path: `/people/${PERSON}/dates/${DATE}`,
    expect: owned(204, 404),
  },
  { name: 'DELETE /people/:id', method: 'DELETE', path: `/people/${PERSON}`, expect: owned(204, 404) },
  { name: 'GET /reminder-settings', method: 'GET', path: '/reminder-settings', expect: signedIn(200) },
  {
    name: 'PUT /reminder-settings',
    method: 'PUT',
    path: '/reminder-settings',
    body: { language: 'nl' },
    expect: signedIn(200),
  },
  { name: 'GET /calendar-feed', method: 'GET', path: '/calendar-feed', expect: signedIn(200) },
  { name: 'POST /calendar-feed', method: 'POST', path: '/calendar-feed', expect: signedIn(201) },
  { name: 'DELETE /calendar-feed', method: 'DELETE', path: '/calendar-feed', expect: signedIn(204) },
  { name: 'GET /account/export', method: 'GET', path: '/account/export', expect: signedIn(200) },
  {
    name: 'GET /mail/unsubscribe',
    method: 'GET',
    path: '/mail/unsubscribe?token=nobody&kind=reminders',
    // On to the site's page for anyone: it stops nothing.
    expect: { anonymous: 303, user: 303, anotherUser: 303, admin: 303, ...invalidTokens },
  },
  {
    name: 'POST /mail/unsubscribe',
    method: 'POST',
    path: '/mail/unsubscribe?token=nobody&kind=reminders',
    // The token says whose mail stops; the caller's own token counts for nothing.
    expect: { anonymous: 404, user: 404, anotherUser: 404, admin: 404, ...invalidTokens },
  },
  // Next to last: it revokes the demo link the rows above use.
  {
    name: 'DELETE /wishlists/:id/share-links/:token',
    method: 'DELETE',
    path: `/wishlists/${WISHLIST_ID}/share-links/demo`,
    expect: owned(200, 404),
  },
  // Last: it voids each caller's tokens issued before this second.
  { name: 'POST /sessions/revoke', method: 'POST', path: '/sessions/revoke', expect: signedIn(204) },
);

describe.each(BACKENDS)('authorization matrix on %s', (backend) => {
  let api: TestApi;
  let tokens: Record<Exclude<Caller, 'anonymous'>, string>;

  beforeAll(async () => {
    api = await startTestApi(backend);
    await seedDemoData(api.db);
    // For the per-caller rows, "user" is the demo user who owns the seeded wishlist, profile and session.
    await api.call('POST', '/profiles', { token: api.token(owner), body: { email: owner.email, name: 'Demo' } });
    tokens = {
      user: api.token(owner),
      anotherUser: api.token(USERS.bob),
      admin: api.token(USERS.admin),
      expired: api.tokens.expiredToken(owner),
      // Signed by the pool's key, but valid forever: refused.
      noExpiry: api.tokens.idToken(owner, { exp: undefined }),
      tampered: api.tokens.tamperedToken(owner),
      foreignKey: api.tokens.foreignToken(owner),
      wrongAudience: api.tokens.idToken(owner, { aud: 'another-client' }),
    };
  });
  afterAll(() => api.close());

  for (const row of MATRIX) {
    it(row.name, async () => {
      for (const caller of Object.keys(row.expect) as Caller[]) {
        if (row.name.startsWith('DELETE /feedback/:id/comments')) {
          // A fresh comment of the owner for each caller.
          const created = await api.call('POST', `/feedback/${FEEDBACK_ID}/comments`, {
            token: tokens.user,
            body: { content: 'Mine to delete' },
          });
          commentPath = `/feedback/${FEEDBACK_ID}/comments/${created.body.id}`;
        }
        if (['PUT purchased', 'DELETE claim'].includes(row.name) && (caller === 'anotherUser' || caller === 'admin')) {
          await api.call('POST', `/public/wishlists/demo/items/${ITEM_FREE}/claim`, { token: tokens.anotherUser });
        }
        const path = typeof row.path === 'function' ? row.path() : row.path;
        if (row.stream && row.expect[caller] === 200) {
          const token = caller === 'anonymous' ? undefined : tokens[caller];
          const stream = await openEventStream(api.base, 'demo', token ? { Authorization: `Bearer ${token}` } : {});
          await stream.close();
          expect(stream.response.status, `${row.name} as ${caller}`).toBe(200);
          continue;
        }
        const answer = await api.call(row.method, path, {
          token: caller === 'anonymous' ? undefined : tokens[caller],
          body: row.body,
        });
        expect(answer.status, `${row.name} as ${caller}: ${JSON.stringify(answer.body)}`).toBe(row.expect[caller]);
        expect(answer.status).not.toBe(500);
        if (answer.status >= 400)
          expect(answer.body).toMatchObject({
            status: answer.status,
            code: expect.any(String),
            message: expect.any(String),
          });
      }
    });
  }
});
