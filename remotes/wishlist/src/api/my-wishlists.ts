import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '@koester/shared/api/api';
import type { ApiBody, ApiResult, ApiSchemas } from '@koester/shared/api/typed-api';
import { MY_WISHLISTS_KEY } from '@koester/shared/data/my-wishlists';
import { refreshQueries } from '@koester/shared/data/query-client';
import { SHARED_LISTS_KEY } from './get-shared-wishlist';

export type MyWishlistSummary = ApiResult<'get', '/wishlists'>[number];
export type MyWishlist = ApiSchemas['WishlistDetail'];
export type OwnItem = MyWishlist['items'][number];
export type ReceivedItem = MyWishlist['received_items'][number];
export type ShareLink = MyWishlist['share_links'][number];
type WishlistFields = ApiBody<'post', '/wishlists'>;
type ItemFields = ApiBody<'post', '/wishlists/{id}/items'>;

/** One of the owner's lists with its items, received items and share links (never who reserved what). */
export function myWishlistQuery(userId: string, id: string) {
  return queryOptions({
    queryKey: ['my-wishlist', id, { viewer: userId }],
    queryFn: ({ signal }) => api.request('get', '/wishlists/{id}', { params: { id }, signal }),
    meta: { userId },
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

/** A call on the list that answers the whole list as it now is. */
export type ListCall = () => Promise<MyWishlist>;

/** Runs such a call for a page part and keeps the page in step (useListChanges). */
export type ListChange = (call: ListCall) => Promise<MyWishlist>;

/**
 * The owner's changes to one list, kept in step with every view of it. A call's answer replaces the cached list,
 * unless calls overlapped (two quick presses: their answers may arrive in any order) or one failed (the list may
 * have changed meanwhile, in another tab): then, once the last one is back, the list is asked for again. The
 * overview (item and link counts) and any shared view of the list held in this page are out of date after every
 * change.
 */
export function useListChanges(userId: string, id: string) {
  const client = useQueryClient();
  const key = myWishlistQuery(userId, id).queryKey;
  const calls = useRef({ running: 0, unsure: false });

  const othersOutOfDate = () => {
    void client.invalidateQueries({ queryKey: MY_WISHLISTS_KEY });
    void client.invalidateQueries({ queryKey: SHARED_LISTS_KEY });
  };

  return {
    /** Runs a call; its answer is shown, or the list is fetched again. Failures are the caller's to tell. */
    change: (async (call) => {
      const state = calls.current;
      if (state.running > 0) state.unsure = true;
      state.running += 1;
      // A fetch under way left before this change: its answer must not land after this one.
      await client.cancelQueries({ queryKey: key });
      let answer: MyWishlist | undefined;
      try {
        answer = await call();
        return answer;
      } catch (error) {
        state.unsure = true;
        throw error;
      } finally {
        state.running -= 1;
        if (state.running === 0) {
          if (state.unsure || !answer) void refreshQueries(client, { queryKey: key });
          else client.setQueryData(key, answer);
          state.unsure = false;
          othersOutOfDate();
        }
      }
    }) satisfies ListChange,
    /** For calls that answer less than the list (a new share link): the list is fetched again. */
    async refetch() {
      othersOutOfDate();
      await refreshQueries(client, { queryKey: key });
    },
    /** The list is gone: out of the overview at once, before the page goes there. */
    deleted() {
      client.setQueriesData<MyWishlistSummary[]>({ queryKey: MY_WISHLISTS_KEY }, (lists) =>
        lists?.filter((list) => list.id !== id),
      );
      othersOutOfDate();
    },
    /** …and out of the cache once the page has left it, so Back never shows it again. */
    forget() {
      client.removeQueries({ queryKey: key });
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
