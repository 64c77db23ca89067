import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiBody, ApiResult, ApiSchemas } from '@koester/shared/api/typed-api';

export type MyWishlistSummary = ApiResult<'get', '/wishlists'>[number];
export type MyWishlist = ApiSchemas['WishlistDetail'];
export type OwnItem = MyWishlist['items'][number];
export type ReceivedItem = MyWishlist['received_items'][number];
export type ShareLink = MyWishlist['share_links'][number];
export type WishlistFields = ApiBody<'post', '/wishlists'>;
export type ItemFields = ApiBody<'post', '/wishlists/{id}/items'>;

/**
 * The owner's lists. The key is the one the account remote's dashboard uses too, so a list made here shows there
 * at once; the viewer is in it, so another account never sees a cached list.
 */
export function myWishlistsQuery(userId: string) {
  return queryOptions({
    queryKey: ['my-wishlists', { viewer: userId }],
    queryFn: ({ signal }) => api.request('get', '/wishlists', { signal }),
    meta: { userId },
  });
}

/** One of the owner's lists with its items, received items and share links (never who reserved what). */
export function myWishlistQuery(userId: string, id: string) {
  return queryOptions({
    queryKey: ['my-wishlist', id, { viewer: userId }],
    queryFn: ({ signal }) => api.request('get', '/wishlists/{id}', { params: { id }, signal }),
    meta: { userId },
    // Someone else's list, or an unknown id, answers 404: asking again will not change that.
    retry: (failures, error) => failures < 2 && !('status' in error && error.status === 404),
  });
}

export function createWishlist(body: WishlistFields): Promise<MyWishlist> {
  return api.request('post', '/wishlists', { body });
}

/** The owner's calls on one list: each answers the whole list as it now is. */
export const listCalls = {
  update: (id: string, body: Partial<WishlistFields>) =>
    api.request('patch', '/wishlists/{id}', { params: { id }, body }),
  addItem: (id: string, body: ItemFields) => api.request('post', '/wishlists/{id}/items', { params: { id }, body }),
  editItem: (id: string, itemId: string, body: Partial<ItemFields>) =>
    api.request('patch', '/wishlists/{id}/items/{itemId}', { params: { id, itemId }, body }),
  removeItem: (id: string, itemId: string) =>
    api.request('delete', '/wishlists/{id}/items/{itemId}', { params: { id, itemId } }),
  markReceived: (id: string, itemId: string) =>
    api.request('post', '/wishlists/{id}/items/{itemId}/received', { params: { id, itemId } }),
  putBack: (id: string, itemId: string) =>
    api.request('delete', '/wishlists/{id}/items/{itemId}/received', { params: { id, itemId } }),
  revokeLink: (id: string, token: string) =>
    api.request('delete', '/wishlists/{id}/share-links/{token}', { params: { id, token } }),
};

/**
 * Keeps what a call answered: the list as it now is replaces the cached one, and the overview (item and link
 * counts) is fetched again. `refetch` is for calls that answer less than the list (a new share link).
 */
export function useKeepAnswer(userId: string, id: string) {
  const client = useQueryClient();
  const key = myWishlistQuery(userId, id).queryKey;
  return {
    keep(answer: MyWishlist) {
      client.setQueryData(key, answer);
      void client.invalidateQueries({ queryKey: ['my-wishlists'] });
    },
    async refetch() {
      void client.invalidateQueries({ queryKey: ['my-wishlists'] });
      await client.invalidateQueries({ queryKey: key });
    },
    forget() {
      client.removeQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: ['my-wishlists'] });
    },
  };
}

/** POST …/share-links: a new link, optionally expiring; the list is fetched again to show it. */
export async function createShareLink(id: string, expiresAt: string | null): Promise<ShareLink> {
  return api.request('post', '/wishlists/{id}/share-links', { params: { id }, body: { expires_at: expiresAt } });
}

/** DELETE /wishlists/{id}: the list, its items, its links and every reservation on it. */
export async function deleteWishlist(id: string): Promise<void> {
  await api.request('delete', '/wishlists/{id}', { params: { id } });
}
