import { expect, type APIRequestContext, type Locator, type Page, type Response } from '@playwright/test';
import { apiCall, createUser, uniqueWord, type TestUser } from './api';
import { E2E_API_URL } from './env';

/** A user with a profile (as the site makes at sign-up): their name is the one lists and reservations show. */
export async function createProfileUser(request: APIRequestContext, name: string): Promise<TestUser> {
  const user = await createUser(request, name);
  const answer = await apiCall(request, 'POST', '/profiles', {
    token: user.idToken,
    data: { name, email: user.email },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return user;
}

interface NewItem {
  title: string;
  description?: string | null;
  price?: number | null;
  url?: string | null;
  image_url?: string | null;
}

interface MadeWishlist {
  id: string;
  /** The share link's token: the page is /wishlist/<token>. */
  token: string;
  /** Item ids by title. */
  items: Record<string, string>;
}

/**
 * Makes a list through the owner's endpoints (POST /wishlists, …/items, …/share-links) as `owner`, with a share
 * link (expiring at `expiresAt` when given).
 */
export async function makeWishlist(
  request: APIRequestContext,
  owner: TestUser,
  list: { name?: string; description?: string | null; items: NewItem[]; expiresAt?: Date },
): Promise<MadeWishlist> {
  const token = owner.idToken;
  const created = await apiCall(request, 'POST', '/wishlists', {
    token,
    data: { name: list.name ?? `Birthday ${uniqueWord()}`, description: list.description ?? null },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  let detail: { items: { id: string; title: string }[] } = { items: [] };
  for (const item of list.items) {
    const added = await apiCall(request, 'POST', `/wishlists/${id}/items`, { token, data: item });
    expect(added.status(), await added.text()).toBe(201);
    detail = await added.json();
  }
  const link = await apiCall(request, 'POST', `/wishlists/${id}/share-links`, {
    token,
    data: { expires_at: list.expiresAt?.toISOString() ?? null },
  });
  expect(link.status(), await link.text()).toBe(201);
  return {
    id,
    token: ((await link.json()) as { token: string }).token,
    items: Object.fromEntries(detail.items.map((item) => [item.title, item.id])),
  };
}

/** Reserves an item through the API as `user`. */
export async function reserveByApi(request: APIRequestContext, user: TestUser, token: string, itemId: string) {
  const answer = await apiCall(request, 'POST', `/public/wishlists/${token}/items/${itemId}/claim`, {
    token: user.idToken,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Marks a reserved item bought through the API as its reserver. */
export async function markBoughtByApi(request: APIRequestContext, user: TestUser, token: string, itemId: string) {
  const answer = await apiCall(request, 'PUT', `/public/wishlists/${token}/items/${itemId}/purchased`, {
    token: user.idToken,
    data: { purchased: true },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

export interface SharedItemJson {
  id: string;
  title: string;
  claim_status: 'available' | 'claimed' | 'hidden';
  claimed_by_user_id: string | null;
  claimed_by_name: string | null;
  purchased: boolean | null;
  is_mine: boolean;
}

/** The shared list as the API answers it to `user` (or anonymously). */
export async function sharedList(request: APIRequestContext, token: string, user?: TestUser) {
  const answer = await apiCall(request, 'GET', `/public/wishlists/${token}`, { token: user?.idToken });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as { is_owner: boolean; owner_name: string | null; items: SharedItemJson[] };
}

/** One gift's card on the shared page, by its title (the card's heading). */
export const giftCard = (page: Page, title: string): Locator =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/** The line the page shows while its live stream is open (en). */
export const LIVE_NOTE = 'Live: reservations by others show here at once';

/** A list whose share link has just expired: the API refuses an expiry in the past, so this one is made to pass. */
export async function makeExpiredWishlist(request: APIRequestContext, owner: TestUser, items: NewItem[]) {
  const list = await makeWishlist(request, owner, { items, expiresAt: new Date(Date.now() + 2_000) });
  await expect
    .poll(async () => (await request.get(`${E2E_API_URL}/public/wishlists/${list.token}`)).status(), {
      timeout: 10_000,
    })
    .toBe(410);
  return list;
}

/** Every answer of the API a page receives from now on, with its status and body: call the result to collect them. */
export function recordApiAnswers(page: Page) {
  const answers: Promise<{ url: string; status: number; body: string }>[] = [];
  page.on('response', (response: Response) => {
    if (!response.url().startsWith(E2E_API_URL)) return;
    answers.push(
      response
        .text()
        .catch(() => '')
        .then((body) => ({ url: response.url(), status: response.status(), body })),
    );
  });
  return () => Promise.all(answers);
}
