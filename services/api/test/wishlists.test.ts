import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@koester/contract/demo/demo-accounts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { demoId } from '../src/seed/demo-ids.ts';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';

const demoUser = { sub: DEMO_ACCOUNTS.demo.sub, email: DEMO_ACCOUNTS.demo.email, name: 'Demo' };
const adminUser = {
  sub: DEMO_ACCOUNTS.admin.sub,
  email: DEMO_ACCOUNTS.admin.email,
  name: 'Koester team',
  groups: ['admin'],
};

describe.each(BACKENDS)('shared wishlists on %s', (backend) => {
  let api: TestApi;
  let owner: string, admin: string, alice: string, bob: string;

  beforeAll(async () => {
    api = await startTestApi(backend);
    await seedDemoData(api.db);
    [owner, admin, alice, bob] = [
      api.token(demoUser),
      api.token(adminUser),
      api.token(USERS.alice),
      api.token(USERS.bob),
    ];
  });
  afterAll(() => api.close());

  const byTitle = (items: any[], start: string) => items.find((i) => i.title.startsWith(start));

  it('shows the list to anyone, with who reserved only to signed-in visitors', async () => {
    const anonymous = await api.call('GET', '/public/wishlists/demo');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({
      owner_name: 'Demo',
      is_owner: false,
      // Whose list it is, is_owner says; the owner's user id goes to the owner only.
      wishlist: { name: 'Verjaardag Demo', profile_id: null },
    });
    expect(anonymous.body.items).toHaveLength(5);
    expect(byTitle(anonymous.body.items, 'Linnen')).toMatchObject({
      name: 'Linnen plaid in zandkleur',
      price: 59.95,
      claim_status: 'available',
      claimed_by: null,
    });
    expect(byTitle(anonymous.body.items, 'Keramieken')).toMatchObject({
      claim_status: 'claimed',
      claimed_by: 'hidden',
      claimed_by_name: null,
      claimed_by_email: null,
    });
    expect(byTitle(anonymous.body.items, 'Verse bloemen')).toMatchObject({ price: null, url: null });

    const signedIn = await api.call('GET', '/public/wishlists/demo', { token: alice });
    expect(byTitle(signedIn.body.items, 'Keramieken')).toMatchObject({
      claim_status: 'claimed',
      // The reserver by name; their user id only to themselves.
      claimed_by: 'hidden',
      claimed_by_user_id: null,
      claimed_by_name: 'Koester team',
      claimed_by_email: null,
      is_mine: false,
      purchased: false,
    });
  });

  it('hides reservations and purchase marks from the owner', async () => {
    const view = await api.call('GET', '/public/wishlists/demo', { token: owner });
    expect(view.body.is_owner).toBe(true);
    expect(view.body.wishlist.profile_id).toBe(DEMO_ACCOUNTS.demo.sub);
    for (const item of view.body.items) {
      expect(item).toMatchObject({
        claim_status: 'hidden',
        claimed_by: 'hidden',
        claimed_by_name: null,
        claimed_by_email: null,
        purchased: null,
      });
    }
  });

  it('answers 410 with is_expired for an expired link and 404 for an unknown one', async () => {
    const expired = await api.call('GET', '/public/wishlists/demo-expired');
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ status: 410, code: 'LINK_EXPIRED', details: { is_expired: true } });
    expect((await api.call('GET', '/public/wishlists/nope')).body).toMatchObject({
      status: 404,
      code: 'WISHLIST_NOT_FOUND',
    });
  });

  it('reserves and cancels with the rules enforced', async () => {
    const { body } = await api.call('GET', '/public/wishlists/demo');
    const free = byTitle(body.items, 'Boek').id;
    const taken = byTitle(body.items, 'Keramieken').id;
    const claim = (token: string | undefined, itemId: string, method = 'POST') =>
      api.call(method, `/public/wishlists/demo/items/${itemId}/claim`, {
        token,
        headers: { 'X-User-ID': USERS.bob.sub, 'X-User-Email': USERS.bob.email },
      });

    expect((await claim(undefined, free)).status).toBe(401);
    expect((await claim(owner, free)).body).toMatchObject({ status: 403, code: 'OWN_WISHLIST' });
    expect((await claim(alice, taken)).body).toMatchObject({ status: 409, code: 'ALREADY_CLAIMED' });

    // The X-User-* headers claim to be Bob; identity comes from Alice's token.
    const reserved = await claim(alice, free);
    expect(reserved.status).toBe(200);
    expect(reserved.body.item).toMatchObject({
      claim_status: 'claimed',
      claimed_by: USERS.alice.sub,
      claimed_by_name: 'Alice',
      claimed_by_email: USERS.alice.email,
      is_mine: true,
    });
    expect((await claim(alice, free)).status).toBe(200);
    expect((await claim(bob, free)).status).toBe(409);

    expect((await claim(bob, free, 'DELETE')).body).toMatchObject({ status: 403, code: 'NOT_YOUR_CLAIM' });
    expect((await claim(admin, free, 'DELETE')).status).toBe(403);
    const cancelled = await claim(alice, free, 'DELETE');
    expect(cancelled.body.item).toMatchObject({ claim_status: 'available', claimed_by: null });
    expect((await claim(alice, free, 'DELETE')).body).toMatchObject({ status: 404, code: 'NOT_CLAIMED' });

    for (const itemId of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await claim(alice, itemId)).status).toBe(404);
    }
    expect(
      (await api.call('POST', `/public/wishlists/demo-expired/items/${free}/claim`, { token: alice })).status,
    ).toBe(410);
  });

  it('lets only the reserver mark an item bought, hidden from the owner and seen by everyone else', async () => {
    const { body } = await api.call('GET', '/public/wishlists/demo');
    const item = byTitle(body.items, 'Linnen').id;
    const path = `/public/wishlists/demo/items/${item}`;
    const mark = (token: string | undefined, purchased: unknown = true, share = 'demo') =>
      api.call('PUT', `/public/wishlists/${share}/items/${item}/purchased`, { token, body: { purchased } });
    const seenBy = async (token?: string) =>
      byTitle((await api.call('GET', '/public/wishlists/demo', { token })).body.items, 'Linnen');

    expect((await mark(bob)).body).toMatchObject({ status: 409, code: 'NOT_CLAIMED' });
    expect((await api.call('POST', `${path}/claim`, { token: bob })).status).toBe(200);

    expect((await mark(undefined)).status).toBe(401);
    expect((await mark(owner)).body).toMatchObject({ status: 403, code: 'OWN_WISHLIST' });
    expect((await mark(alice)).body).toMatchObject({ status: 403, code: 'NOT_YOUR_CLAIM' });
    expect((await mark(admin)).body).toMatchObject({ status: 403, code: 'NOT_YOUR_CLAIM' });
    expect((await mark(bob, 'yes')).body).toMatchObject({ status: 400, details: { fields: { purchased: {} } } });
    expect((await mark(bob, true, 'demo-expired')).status).toBe(410);
    expect((await mark(bob, true, 'nope')).status).toBe(404);
    expect(
      (
        await api.call('PUT', '/public/wishlists/demo/items/00000000-0000-4000-8000-000000000000/purchased', {
          token: bob,
          body: { purchased: true },
        })
      ).body,
    ).toMatchObject({ status: 404, code: 'ITEM_NOT_FOUND' });
    expect(await seenBy(alice)).toMatchObject({ purchased: false });

    const marked = await mark(bob);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ ok: true, item: { id: item, purchased: true, is_mine: true } });
    // Signed-in visitors see it; the owner never does, nor does a signed-out viewer (who may be the owner).
    expect(await seenBy(alice)).toMatchObject({ purchased: true, claim_status: 'claimed' });
    expect(await seenBy(undefined)).toMatchObject({ purchased: null, claim_status: 'claimed', claimed_by: 'hidden' });
    expect(await seenBy(owner)).toMatchObject({ purchased: null, claim_status: 'hidden' });
    const ownersDetail = await api.call('GET', '/wishlists/5eed0000-0000-4000-8000-000000000001', { token: owner });
    expect(JSON.stringify(ownersDetail.body)).not.toContain('"purchased":true');

    expect((await mark(bob, false)).body.item).toMatchObject({ purchased: false });
    expect((await mark(bob, true)).body.item).toMatchObject({ purchased: true });
    // Cancelling the reservation drops the mark: a new reserver starts unbought.
    expect((await api.call('DELETE', `${path}/claim`, { token: bob })).status).toBe(200);
    expect(await seenBy(alice)).toMatchObject({ purchased: false, claim_status: 'available' });
    expect((await api.call('POST', `${path}/claim`, { token: alice })).body.item).toMatchObject({ purchased: false });
    expect((await api.call('DELETE', `${path}/claim`, { token: alice })).status).toBe(200);
  });

  it('lets only one of many simultaneous claims win', async () => {
    const { body } = await api.call('GET', '/public/wishlists/demo');
    const item = byTitle(body.items, 'Workshop').id;
    const tokens = Array.from({ length: 12 }, (_, i) =>
      api.token({ sub: `racer-${i}`, email: `r${i}@example.test`, name: `R${i}` }),
    );
    const answers = await Promise.all(
      tokens.map((token) => api.call('POST', `/public/wishlists/demo/items/${item}/claim`, { token })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(11);
  });
});

describe.each(BACKENDS)('my wishlists on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api.close());

  it('creates a list, manages items and share links; removed and received items vanish for everyone', async () => {
    const alice = api.token(USERS.alice);
    const bob = api.token(USERS.bob);
    const created = await api.call('POST', '/wishlists', {
      token: alice,
      body: { name: ' Housewarming ', description: 'For the new flat' },
    });
    expect(created.status).toBe(201);
    const listId = created.body.id;
    expect((await api.call('GET', '/wishlists', { token: alice })).body).toMatchObject([
      { id: listId, name: 'Housewarming', item_count: 0 },
    ]);

    const add = (body: unknown) => api.call('POST', `/wishlists/${listId}/items`, { token: alice, body });
    expect((await add({ title: 'Plant', price: 12.5, url: 'https://example.com/plant' })).status).toBe(201);
    expect((await add({ title: 'Lamp', price: 40 })).status).toBe(201);
    const withThree = await add({ title: 'Vase <big>', description: 'Blue' });
    expect(withThree.body.items.map((i: any) => i.title)).toEqual(['Plant', 'Lamp', 'Vase &lt;big&gt;']);
    for (const bad of [
      { title: '' },
      { title: 'x', url: 'javascript:alert(1)' },
      { title: 'x', image_url: 'data:text/html;base64,AAAA' },
      { title: 'x', price: -1 },
      { title: 'x', price: 1.234 },
      { title: '<script>x</script>' },
    ]) {
      expect((await add(bad)).status, JSON.stringify(bad)).toBe(400);
    }

    const link = await api.call('POST', `/wishlists/${listId}/share-links`, { token: alice, body: {} });
    expect(link.status).toBe(201);
    expect(link.body).toMatchObject({ path: `/wishlist/${link.body.token}`, expires_at: null, revoked: false });
    expect(link.body.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const shared = () => api.call('GET', `/public/wishlists/${link.body.token}`);
    expect((await shared()).body.owner_name).toBeNull();

    const [plant, lamp] = withThree.body.items;
    await api.call('PATCH', `/wishlists/${listId}/items/${plant.id}`, { token: alice, body: { price: 15 } });
    expect((await shared()).body.items[0].price).toBe(15);
    await api.call('POST', `/public/wishlists/${link.body.token}/items/${lamp.id}/claim`, { token: bob });
    expect((await api.call('DELETE', `/wishlists/${listId}/items/${plant.id}`, { token: alice })).status).toBe(200);
    expect((await api.call('POST', `/wishlists/${listId}/items/${lamp.id}/received`, { token: alice })).status).toBe(
      200,
    );
    expect((await shared()).body.items.map((i: any) => i.title)).toEqual(['Vase &lt;big&gt;']);
    expect(
      (await api.call('PATCH', `/wishlists/${listId}/items/${plant.id}`, { token: alice, body: { title: 'Back' } }))
        .status,
    ).toBe(404);

    // Someone else's list does not exist for Bob.
    expect((await api.call('GET', `/wishlists/${listId}`, { token: bob })).status).toBe(404);
    expect(
      (await api.call('POST', `/wishlists/${listId}/items`, { token: bob, body: { title: 'Sneaky' } })).status,
    ).toBe(404);
    expect((await api.call('GET', `/wishlists/${listId}`)).status).toBe(401);

    const expiresAt = Date.now() + 1500;
    const expiring = await api.call('POST', `/wishlists/${listId}/share-links`, {
      token: alice,
      body: { expires_at: new Date(expiresAt).toISOString() },
    });
    const before = (await api.call('GET', `/public/wishlists/${expiring.body.token}`)).status;
    // A busy machine may answer only after the expiry: then this look tells nothing.
    if (Date.now() < expiresAt) expect(before).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt - Date.now()) + 100));
    expect((await api.call('GET', `/public/wishlists/${expiring.body.token}`)).status).toBe(410);
    const past = await api.call('POST', `/wishlists/${listId}/share-links`, {
      token: alice,
      body: { expires_at: '2020-01-01T00:00:00Z' },
    });
    expect(past.body.code).toBe('EXPIRY_IN_PAST');

    expect(
      (await api.call('DELETE', `/wishlists/${listId}/share-links/${link.body.token}`, { token: alice })).status,
    ).toBe(200);
    expect((await shared()).status).toBe(404);
    expect(
      (await api.call('DELETE', `/wishlists/${listId}/share-links/${link.body.token}`, { token: alice })).status,
    ).toBe(404);
    const renamed = await api.call('PATCH', `/wishlists/${listId}`, { token: alice, body: { name: 'New flat' } });
    expect(renamed.body).toMatchObject({ name: 'New flat', description: 'For the new flat' });
  });

  it('answers the shared rule’s codes for bad lists and items, and changes nothing', async () => {
    const alice = api.token(USERS.alice);
    const list = await api.call('POST', '/wishlists', { token: alice, body: { name: 'Rules' } });
    const listId = list.body.id;
    const codes = async (method: 'POST' | 'PATCH', path: string, body: unknown) => {
      const answer = await api.call(method, path, { token: alice, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      return Object.fromEntries(Object.entries(answer.body.details.fields).map(([f, e]: [string, any]) => [f, e.code]));
    };
    expect(await codes('POST', '/wishlists', { name: '\u200B ', description: 'x'.repeat(1001) })).toEqual({
      name: 'LIST_NAME_REQUIRED',
      description: 'LIST_DESCRIPTION_TOO_LONG',
    });
    expect(await codes('PATCH', `/wishlists/${listId}`, { name: 'Tab\tname' })).toEqual({ name: 'INVALID_CHARACTER' });
    expect(
      await codes('POST', `/wishlists/${listId}/items`, {
        title: 'x'.repeat(201),
        description: 'eval(1)',
        price: -0.5,
        url: 'javascript:alert(document.cookie)',
        image_url: `https://img.test/${'a'.repeat(2000)}`,
      }),
    ).toEqual({
      title: 'ITEM_TITLE_TOO_LONG',
      description: 'DANGEROUS_CONTENT',
      price: 'PRICE_NEGATIVE',
      url: 'INVALID_URL',
      image_url: 'LINK_TOO_LONG',
    });
    expect(await codes('POST', `/wishlists/${listId}/items`, { title: 'Ok', price: 1_000_000.01 })).toEqual({
      price: 'PRICE_TOO_HIGH',
    });
    const added = await api.call('POST', `/wishlists/${listId}/items`, {
      token: alice,
      body: { title: ' Kite ', description: '  ', price: 9.9, url: '', image_url: null },
    });
    expect(added.body.items).toMatchObject([
      { title: 'Kite', description: null, price: 9.9, url: null, image_url: null },
    ]);
    const kite = added.body.items[0].id;
    expect(await codes('PATCH', `/wishlists/${listId}/items/${kite}`, { title: ' ' })).toEqual({
      title: 'ITEM_TITLE_REQUIRED',
    });
    // A change sends only what changes; null clears a price or a link.
    const cleared = await api.call('PATCH', `/wishlists/${listId}/items/${kite}`, {
      token: alice,
      body: { price: null },
    });
    expect(cleared.body.items[0]).toMatchObject({ title: 'Kite', price: null });
    expect((await api.call('PATCH', `/wishlists/${listId}`, { token: alice, body: {} })).body.name).toBe('Rules');
    const unchanged = await api.call('PATCH', `/wishlists/${listId}/items/${kite}`, { token: alice, body: {} });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.items[0]).toMatchObject({ title: 'Kite', price: null });
    const detail = await api.call('GET', `/wishlists/${listId}`, { token: alice });
    expect(detail.body.items).toHaveLength(1);
    expect(detail.body.name).toBe('Rules');

    // Forms send text the shared rule already escaped: it counts as typed, and an escaped script tag is still one.
    const brackets = `${'&lt;'.repeat(99)}3`;
    const renamed = await api.call('PATCH', `/wishlists/${listId}`, { token: alice, body: { name: brackets } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe(brackets);
    expect(await codes('PATCH', `/wishlists/${listId}`, { name: '&lt;script&gt;x&lt;/script&gt;' })).toEqual({
      name: 'DANGEROUS_CONTENT',
    });
    expect((await api.call('GET', `/wishlists/${listId}`, { token: alice })).body.name).toBe(brackets);
  });

  it('counts active links, lists received items apart and puts them back, and deletes a whole list', async () => {
    const alice = api.token(USERS.alice);
    const bob = api.token(USERS.bob);
    const list = await api.call('POST', '/wishlists', { token: alice, body: { name: 'Counted' } });
    const listId = list.body.id;
    const link = (body: unknown) => api.call('POST', `/wishlists/${listId}/share-links`, { token: alice, body });
    const open = (await link({})).body.token;
    await link({ expires_at: new Date(Date.now() + 86_400_000).toISOString() });
    const revoked = (await link({})).body.token;
    await api.call('DELETE', `/wishlists/${listId}/share-links/${revoked}`, { token: alice });
    await link({ expires_at: new Date(Date.now() + 600).toISOString() });
    await new Promise((resolve) => setTimeout(resolve, 700));
    const overview = await api.call('GET', '/wishlists', { token: alice });
    expect(overview.body.find((l: any) => l.id === listId)).toMatchObject({ item_count: 0, active_link_count: 2 });

    const add = async (title: string) =>
      (await api.call('POST', `/wishlists/${listId}/items`, { token: alice, body: { title, price: 5 } })).body.items;
    await add('Sock');
    const [sock, shoe] = await add('Shoe');
    await api.call('POST', `/public/wishlists/${open}/items/${shoe.id}/claim`, { token: bob });
    const received = await api.call('POST', `/wishlists/${listId}/items/${shoe.id}/received`, { token: alice });
    expect(received.body.items.map((i: any) => i.title)).toEqual(['Sock']);
    expect(received.body.received_items).toEqual([
      {
        id: shoe.id,
        title: 'Shoe',
        description: null,
        price: 5,
        url: null,
        image_url: null,
        received_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    // Put back: on the list again, for friends too, with Bob's reservation as it was.
    expect((await api.call('DELETE', `/wishlists/${listId}/items/${sock.id}/received`, { token: alice })).status).toBe(
      404,
    );
    const back = await api.call('DELETE', `/wishlists/${listId}/items/${shoe.id}/received`, { token: alice });
    expect(back.status).toBe(200);
    expect(back.body.received_items).toEqual([]);
    expect(back.body.items.map((i: any) => i.title)).toEqual(['Sock', 'Shoe']);
    const friendView = await api.call('GET', `/public/wishlists/${open}`, { token: bob });
    expect(friendView.body.items.find((i: any) => i.id === shoe.id)).toMatchObject({ is_mine: true });
    expect((await api.call('DELETE', `/wishlists/${listId}/items/${shoe.id}/received`, { token: bob })).status).toBe(
      404,
    );

    // Deleting: Bob cannot; Alice can, and the list, its links and Bob's reservation are gone.
    expect((await api.call('DELETE', `/wishlists/${listId}`, { token: bob })).status).toBe(404);
    expect((await api.call('DELETE', `/wishlists/${listId}`)).status).toBe(401);
    expect((await api.call('DELETE', `/wishlists/${listId}`, { token: alice })).status).toBe(204);
    expect((await api.call('GET', `/wishlists/${listId}`, { token: alice })).status).toBe(404);
    expect((await api.call('GET', `/public/wishlists/${open}`)).status).toBe(404);
    expect((await api.call('GET', '/wishlists', { token: alice })).body.map((l: any) => l.id)).not.toContain(listId);
    expect((await api.call('DELETE', `/wishlists/${listId}`, { token: alice })).status).toBe(404);
  });

  it('tells the owner nothing of reservations in any answer, and lets them act on a reserved gift as on any other', async () => {
    const alice = api.token(USERS.alice);
    const bob = api.token(USERS.bob);
    const made = await api.call('POST', '/wishlists', { token: alice, body: { name: 'Secret' } });
    const listId = made.body.id;
    const answers: { what: string; body: unknown }[] = [];
    const asOwner = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) => {
      const answer = await api.call(method, path, { token: alice, body });
      expect(answer.status, `${method} ${path}`).toBeLessThan(300);
      answers.push({ what: `${method} ${path}`, body: answer.body });
      return answer.body;
    };
    const items = (await asOwner('POST', `/wishlists/${listId}/items`, { title: 'Drone', price: 300 })).items as {
      id: string;
    }[];
    const more = await asOwner('POST', `/wishlists/${listId}/items`, { title: 'Book' });
    const [drone, book] = [items[0]!.id, more.items[1].id];
    const token = (await asOwner('POST', `/wishlists/${listId}/share-links`, {})).token;
    await api.call('POST', `/public/wishlists/${token}/items/${drone}/claim`, { token: bob });
    await api.call('PUT', `/public/wishlists/${token}/items/${drone}/purchased`, {
      token: bob,
      body: { purchased: true },
    });
    await api.call('POST', `/public/wishlists/${token}/items/${book}/claim`, { token: bob });

    await asOwner('GET', '/wishlists');
    await asOwner('GET', `/wishlists/${listId}`);
    await asOwner('PATCH', `/wishlists/${listId}`, { description: 'Shh' });
    await asOwner('PATCH', `/wishlists/${listId}/items/${drone}`, { price: 280 });
    await asOwner('POST', `/wishlists/${listId}/items/${drone}/received`);
    await asOwner('DELETE', `/wishlists/${listId}/items/${drone}/received`);
    await asOwner('DELETE', `/wishlists/${listId}/items/${book}`);
    const second = await asOwner('POST', `/wishlists/${listId}/share-links`, {});
    await asOwner('DELETE', `/wishlists/${listId}/share-links/${second.token}`);

    for (const { what, body } of answers) {
      const text = JSON.stringify(body);
      for (const secret of [
        USERS.bob.sub,
        USERS.bob.name,
        USERS.bob.email,
        '"claimed"',
        '"purchased":true',
        '"purchased":false',
      ])
        expect(text, `${what} gives away ${secret}`).not.toContain(secret);
      for (const item of (body as { items?: any[] }).items ?? [])
        expect(item).toMatchObject({
          claim_status: 'hidden',
          claimed_by_user_id: null,
          purchased: null,
          is_mine: false,
        });
    }
    // Bob still holds his reservation on the drone, bought, as before.
    const friend = await api.call('GET', `/public/wishlists/${token}`, { token: bob });
    expect(friend.body.items.find((i: any) => i.id === drone)).toMatchObject({
      is_mine: true,
      purchased: true,
      price: 280,
    });
  });
});

describe.each(BACKENDS)('payments and demo data on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
    await seedDemoData(api.db);
  });
  afterAll(() => api.close());

  it('verifies only a recorded, paid session of the caller', async () => {
    const demo = api.token(demoUser);
    const verify = (token: string | undefined, sessionId: string, userId: string) =>
      api.call('POST', '/api/verify-payment', { token, body: { sessionId, userId } });
    expect((await verify(demo, 'cs_test_demo', demoUser.sub)).body).toEqual({ ok: true, plan: 'pro' });
    expect((await verify(undefined, 'cs_test_demo', demoUser.sub)).status).toBe(401);
    expect((await verify(demo, 'cs_test_demo', 'someone-else')).status).toBe(403);
    expect((await verify(api.token(USERS.alice), 'cs_test_demo', USERS.alice.sub)).status).toBe(404);
    expect((await verify(demo, 'cs_unknown', demoUser.sub)).status).toBe(404);
    await api.db
      .insertInto('checkout_sessions')
      .values({ id: 'cs_open', user_id: demoUser.sub, status: 'open', plan: 'premium' })
      .execute();
    expect((await verify(demo, 'cs_open', demoUser.sub)).body).toMatchObject({
      status: 402,
      code: 'PAYMENT_NOT_COMPLETED',
    });
  });

  it('seeds idempotently: a second run changes nothing', async () => {
    const count = async () =>
      Promise.all(
        (
          [
            'profiles',
            'feedback',
            'feedback_votes',
            'feedback_comments',
            'wishlists',
            'wishlist_items',
            'wishlist_claims',
            'wishlist_share_links',
            'people',
            'important_dates',
            'date_reminders',
            'gift_ideas',
          ] as const
        ).map(
          async (table) =>
            (
              await api.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
        ),
      );
    const before = await count();
    await seedDemoData(api.db);
    expect(await count()).toEqual(before);
    const feedback = (await api.call('GET', '/feedback?limit=100')).body;
    expect(new Set(feedback.items.map((i: any) => i.status))).toEqual(
      new Set(['open', 'in_progress', 'completed', 'declined']),
    );
    expect(new Set(feedback.items.map((i: any) => i.type))).toEqual(new Set(['bug', 'feature']));
  });

  it('seeds again over what the demo user changed: a deleted person comes back, their own changes stay', async () => {
    const [anna, bram, els] = [demoId(401), demoId(402), demoId(403)];
    await api.db.deleteFrom('people').where('id', '=', anna).execute();
    await api.db.updateTable('people').set({ name: 'Oma Els Jansen' }).where('id', '=', els).execute();
    // Bram's seeded birthday replaced by one the user typed: a second birthday would break the one-per-person rule.
    await api.db.deleteFrom('important_dates').where('person_id', '=', bram).execute();
    await api.db
      .insertInto('important_dates')
      .values({ person_id: bram, kind: 'birthday', day: 3, month: 3, year: 1990, recurrence: 'yearly', label: null })
      .execute();

    await seedDemoData(api.db);

    const people = await api.db
      .selectFrom('people')
      .select(['id', 'name'])
      .where('user_id', '=', demoUser.sub)
      .execute();
    expect(Object.fromEntries(people.map((p) => [p.id, p.name]))).toEqual({
      [anna]: 'Anna de Vries',
      [bram]: 'Bram Jansen',
      [els]: 'Oma Els Jansen',
    });
    const dates = await api.db
      .selectFrom('important_dates')
      .leftJoin('date_reminders', 'date_reminders.date_id', 'important_dates.id')
      .select(['important_dates.person_id', 'kind', 'day', 'month', 'lead_days'])
      .where('person_id', 'in', [anna, bram])
      .execute();
    expect(dates.filter((d) => d.person_id === bram)).toEqual([
      { person_id: bram, kind: 'birthday', day: 3, month: 3, lead_days: null },
    ]);
    expect(dates.filter((d) => d.person_id === anna).map((d) => [d.kind, d.lead_days])).toEqual(
      expect.arrayContaining([
        ['birthday', 1],
        ['custom', 1],
      ]),
    );
    const idea = await api.db.selectFrom('gift_ideas').select('person_id').where('id', '=', demoId(421)).execute();
    expect(idea).toEqual([{ person_id: anna }]);
  });
});
