import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventually, openEventStream, type EventStream } from './support/event-stream.ts';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';
import type { TestUser } from './support/tokens.ts';

const owner = { sub: 'user-owner', email: 'owner@example.test', name: 'Olga' };
const READY = (text: string) => text.startsWith('event: ready\n');

describe.each(BACKENDS)('reservation privacy on %s', (backend) => {
  let api: TestApi;
  let listId: string;
  let share: string;
  const items: Record<string, string> = {};
  const streams: EventStream[] = [];

  const view = async (user?: TestUser) =>
    (await api.call('GET', `/public/wishlists/${share}`, { token: user && api.token(user) })).body;
  const item = async (title: string, user?: TestUser) =>
    (await view(user)).items.find((i: { title: string }) => i.title === title);
  const act = (method: string, title: string, action: string, user: TestUser, body?: unknown) =>
    api.call(method, `/public/wishlists/${share}/items/${items[title]}/${action}`, { token: api.token(user), body });
  const setHidden = (hide: boolean) =>
    api.call('PATCH', `/wishlists/${listId}`, {
      token: api.token(owner),
      body: { hide_reservations_from_visitors: hide },
    });

  beforeAll(async () => {
    api = await startTestApi(backend);
    const token = api.token(owner);
    listId = (await api.call('POST', '/wishlists', { token, body: { name: 'Birthday' } })).body.id;
    for (const title of ['Book', 'Lamp', 'Scarf', 'Vase']) {
      const detail = await api.call('POST', `/wishlists/${listId}/items`, { token, body: { title } });
      items[title] = detail.body.items.find((i: { title: string }) => i.title === title).id;
    }
    share = (await api.call('POST', `/wishlists/${listId}/share-links`, { token, body: {} })).body.token;
    expect((await act('POST', 'Book', 'claim', USERS.bob)).status).toBe(200);
    expect((await act('PUT', 'Book', 'purchased', USERS.bob, { purchased: true })).status).toBe(200);
  });
  afterEach(async () => {
    await Promise.all(streams.splice(0).map((s) => s.close()));
    await setHidden(false);
  });
  afterAll(() => api.close());

  it("names the reserver to friends, but gives a user id only to the reserver, and the owner's only to the owner", async () => {
    const friend = await view(USERS.alice);
    expect(friend.items.find((i: { title: string }) => i.title === 'Book')).toMatchObject({
      claim_status: 'claimed',
      claimed_by: 'hidden',
      claimed_by_user_id: null,
      claimed_by_name: 'Bob',
      claimed_by_email: null,
      purchased: true,
      is_mine: false,
    });
    expect(friend).toMatchObject({ is_owner: false, wishlist: { profile_id: null } });
    expect(JSON.stringify(friend)).not.toContain(USERS.bob.sub);
    expect(JSON.stringify(friend)).not.toContain(owner.sub);

    expect(await item('Book', USERS.bob)).toMatchObject({
      claimed_by: USERS.bob.sub,
      claimed_by_user_id: USERS.bob.sub,
      claimed_by_email: USERS.bob.email,
      is_mine: true,
    });

    const anonymous = await view();
    expect(anonymous).toMatchObject({ is_owner: false, wishlist: { profile_id: null } });
    expect(anonymous.items.find((i: { title: string }) => i.title === 'Book')).toMatchObject({
      claim_status: 'claimed',
      claimed_by: 'hidden',
      claimed_by_name: null,
      purchased: null,
    });
    expect(JSON.stringify(anonymous)).not.toContain(USERS.bob.sub);
    expect(JSON.stringify(anonymous)).not.toContain(owner.sub);

    const own = await view(owner);
    expect(own).toMatchObject({ is_owner: true, wishlist: { profile_id: owner.sub } });
    expect(JSON.stringify(own)).not.toContain(USERS.bob.sub);
  });

  it('lets the owner hide reservations from signed-out visitors, who then see every item available', async () => {
    const token = api.token(owner);
    expect((await api.call('GET', `/wishlists/${listId}`, { token })).body.hide_reservations_from_visitors).toBe(false);
    const hidden = await setHidden(true);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ id: listId, name: 'Birthday', hide_reservations_from_visitors: true });
    expect((await api.call('GET', `/wishlists/${listId}`, { token })).body.hide_reservations_from_visitors).toBe(true);
    const mine = (await api.call('GET', '/wishlists', { token })).body.find((l: { id: string }) => l.id === listId);
    expect(mine.hide_reservations_from_visitors).toBe(true);
    // Renaming leaves the setting alone; nobody else can change it.
    await api.call('PATCH', `/wishlists/${listId}`, { token, body: { name: 'Birthday' } });
    expect((await api.call('GET', `/wishlists/${listId}`, { token })).body.hide_reservations_from_visitors).toBe(true);
    expect(
      (
        await api.call('PATCH', `/wishlists/${listId}`, {
          token: api.token(USERS.alice),
          body: { hide_reservations_from_visitors: false },
        })
      ).status,
    ).toBe(404);

    const anonymous = await view();
    for (const shown of anonymous.items) {
      expect(shown).toMatchObject({
        claim_status: 'available',
        claimed_by: null,
        claimed_by_name: null,
        purchased: null,
        is_mine: false,
      });
    }
    // Signed in, the truth: friends still see what is taken.
    expect(await item('Book', USERS.alice)).toMatchObject({ claim_status: 'claimed', claimed_by_name: 'Bob' });
    // Reserve still works for whoever signs in; the page asks a signed-out visitor to.
    expect((await act('POST', 'Lamp', 'claim', USERS.alice)).status).toBe(200);
    expect(await item('Lamp')).toMatchObject({ claim_status: 'available' });
    expect((await act('DELETE', 'Lamp', 'claim', USERS.alice)).status).toBe(200);

    await setHidden(false);
    expect(await item('Book')).toMatchObject({ claim_status: 'claimed', claimed_by: 'hidden' });
    // A new list may start with the setting on.
    const created = await api.call('POST', '/wishlists', {
      token,
      body: { name: 'Secret', hide_reservations_from_visitors: true },
    });
    expect(created.body).toMatchObject({ name: 'Secret', hide_reservations_from_visitors: true });
  });

  it('tells signed-out listeners of a list that hides reservations no reservation, and ends streams when it changes', async () => {
    const before = await openEventStream(api.base, share);
    streams.push(before);
    await before.waitFor(READY);
    await setHidden(true);
    // Opened under the old setting: it ends, and its client reconnects under the new one.
    await eventually(() => before.ended(), 2000);

    const visitor = await openEventStream(api.base, share);
    const friend = await openEventStream(api.base, share, { Authorization: `Bearer ${api.token(USERS.alice)}` });
    streams.push(visitor, friend);
    await visitor.waitFor(READY);
    await friend.waitFor(READY);
    expect((await act('POST', 'Scarf', 'claim', USERS.bob)).status).toBe(200);
    expect((await act('PUT', 'Scarf', 'purchased', USERS.bob, { purchased: true })).status).toBe(200);
    await api.call('PATCH', `/wishlists/${listId}/items/${items.Vase}`, {
      token: api.token(owner),
      body: { price: 20 },
    });
    await friend.waitFor(() => friend.items().length === 3);
    await visitor.waitFor(() => visitor.items().length > 0);
    // Changes arrive in order: the owner's edit came last, so the reservations before it were never sent.
    expect(visitor.items()).toEqual([{ item_id: items.Vase, change: 'updated' }]);
    expect(friend.items().map((e) => e.change)).toEqual(['claimed', 'purchased', 'updated']);
    expect((await act('DELETE', 'Scarf', 'claim', USERS.bob)).status).toBe(200);
  });

  it("ends a signed-out stream when visitors' view changes while the stream is set up", async () => {
    const subscribe = api.events.subscribe;
    // The owner hides reservations between the stream's first look at the list and its subscription: the end that
    // announces it reaches no stream.
    api.events.subscribe = async (...args) => {
      api.events.subscribe = subscribe;
      expect((await setHidden(true)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return subscribe(...args);
    };
    try {
      const visitor = await openEventStream(api.base, share);
      streams.push(visitor);
      await eventually(() => visitor.ended(), 2000);
      expect(visitor.items()).toEqual([]);
    } finally {
      api.events.subscribe = subscribe;
    }
  });

  it('ends streams whenever a change sends the setting, even unchanged; a rename alone leaves them', async () => {
    const before = await openEventStream(api.base, share);
    streams.push(before);
    await before.waitFor(READY);
    expect((await setHidden(true)).status).toBe(200);
    // Its end reached this instance's streams: none opened from here on hears it.
    await eventually(() => before.ended(), 2000);
    const visitor = await openEventStream(api.base, share);
    streams.push(visitor);
    await visitor.waitFor(READY);
    // Another PATCH may have set it a moment ago: the streams cannot know which setting they were opened under.
    expect((await setHidden(true)).status).toBe(200);
    await eventually(() => visitor.ended(), 2000);

    const next = await openEventStream(api.base, share);
    streams.push(next);
    await next.waitFor(READY);
    const token = api.token(owner);
    expect((await api.call('PATCH', `/wishlists/${listId}`, { token, body: { name: 'Birthday' } })).status).toBe(200);
    await api.call('PATCH', `/wishlists/${listId}/items/${items.Vase}`, { token, body: { price: 21 } });
    await next.waitFor(() => next.items().length === 1);
    expect(next.ended()).toBe(false);
  });

  it("shows a stored reserver's name only if it passes the name rule today; the team's name to a team member only", async () => {
    const lamp = items.Lamp!;
    const stored: [string, string | null][] = [
      // [a name stored before the rule existed, the name friends see]
      ['<script>alert(1)</script>', null],
      ['javascript:alert(1)', null],
      ['Koester team', null],
      ['  Frank  ', 'Frank'],
    ];
    for (const [name, seen] of stored) {
      await api.db
        .insertInto('wishlist_claims')
        .values({ item_id: lamp, user_id: 'user-old', user_name: name, user_email: 'old@example.test' })
        .execute();
      const shown = await item('Lamp', USERS.alice);
      expect(shown, name).toMatchObject({ claim_status: 'claimed', claimed_by_name: seen });
      expect(JSON.stringify(await view(USERS.alice))).not.toContain('<script');
      await api.db.deleteFrom('wishlist_claims').where('item_id', '=', lamp).execute();
    }

    // A team member (the admin group) reserves under the team's name, which nobody else may use.
    const member = { sub: 'user-team-member', email: 'member@example.test', name: 'Koester team', groups: ['admin'] };
    expect((await act('POST', 'Lamp', 'claim', member)).status).toBe(200);
    expect(await item('Lamp', USERS.alice)).toMatchObject({ claimed_by_name: 'Koester team' });
    expect((await act('DELETE', 'Lamp', 'claim', member)).status).toBe(200);
    const poser = { sub: 'user-poser', email: 'poser@example.test', name: 'Koester team' };
    expect((await act('POST', 'Lamp', 'claim', poser)).status).toBe(200);
    expect(await item('Lamp', USERS.alice)).toMatchObject({ claimed_by_name: null });
    expect((await act('DELETE', 'Lamp', 'claim', poser)).status).toBe(200);
  });

  it("stores a reserver's name only if it passes the profile name rule", async () => {
    const cases: [TestUser, string | null, string | null][] = [
      // [the reserver, their profile name (null: none), the name friends see]
      [{ sub: 'user-x1', email: 'x1@example.test', name: '<script>alert(1)</script>' }, null, null],
      [{ sub: 'user-x2', email: 'x2@example.test', name: '<script>alert(1)</script>' }, 'Carol', 'Carol'],
      [{ sub: 'user-x3', email: 'x3@example.test', name: 'Dave' }, 'javascript:alert(1)', 'Dave'],
      [{ sub: 'user-x4', email: 'x4@example.test', name: '  Erin  ' }, null, 'Erin'],
    ];
    for (const [reserver, profileName, seen] of cases) {
      if (profileName) {
        // Straight into the table: a profile from before today's rules, or written around them.
        await api.db
          .insertInto('profiles')
          .values({ user_id: reserver.sub, name: profileName, email: reserver.email })
          .execute();
      }
      expect((await act('POST', 'Lamp', 'claim', reserver)).status).toBe(200);
      const shown = await item('Lamp', USERS.alice);
      expect(shown.claimed_by_name, reserver.name).toBe(seen);
      expect(JSON.stringify(await view(USERS.alice))).not.toContain('<script');
      const stored = await api.db
        .selectFrom('wishlist_claims')
        .select('user_name')
        .where('item_id', '=', items.Lamp!)
        .executeTakeFirstOrThrow();
      expect(stored.user_name).toBe(seen);
      expect((await act('DELETE', 'Lamp', 'claim', reserver)).status).toBe(200);
    }
  });
});
