import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { MY_WISHLISTS_KEY } from '@koester/shared/data/my-wishlists';
import { refreshQueries } from '@koester/shared/data/query-client';
import { myWishlistQuery, type MyWishlist } from './get-my-wishlist';
import { SHARED_LISTS_KEY } from './get-shared-wishlist';
import type { MyWishlistSummary } from './list-my-wishlists';

/** The calls under way on one list, from every part of the page that changes it. */
interface Calls {
  running: number;
  /** Calls overlapped, or one failed: the last answer to arrive may not be the list as it now is. */
  unsure: boolean;
}

/** Per query client (one per page) and list; a list leaves once its last call is back. */
const underWay = new WeakMap<QueryClient, Map<string, Calls>>();

function callsOn(client: QueryClient, id: string): Calls {
  let lists = underWay.get(client);
  if (!lists) underWay.set(client, (lists = new Map()));
  let calls = lists.get(id);
  if (!calls) lists.set(id, (calls = { running: 0, unsure: false }));
  return calls;
}

/**
 * The owner's changes to one list, kept in step with every view of it; each call's mutation hook (add-item.ts and
 * the others) runs through it. A call's answer replaces the cached list, unless calls overlapped (two quick presses:
 * their answers may arrive in any order) or one failed (the list may have changed meanwhile, in another tab): then,
 * once the last one is back, the list is asked for again. The overview (item and link counts) and any shared view
 * of the list held in this page are out of date after every change.
 */
export function useListChanges(userId: string, id: string) {
  const client = useQueryClient();
  const key = myWishlistQuery(userId, id).queryKey;

  const othersOutOfDate = () => {
    void client.invalidateQueries({ queryKey: MY_WISHLISTS_KEY });
    void client.invalidateQueries({ queryKey: SHARED_LISTS_KEY });
  };

  return {
    /** Runs a call that answers the whole list; its answer is shown, or the list is fetched again. */
    async change(call: () => Promise<MyWishlist>): Promise<MyWishlist> {
      const calls = callsOn(client, id);
      if (calls.running > 0) calls.unsure = true;
      calls.running += 1;
      // A fetch under way left before this change: its answer must not land after this one.
      await client.cancelQueries({ queryKey: key });
      let answer: MyWishlist | undefined;
      try {
        answer = await call();
        return answer;
      } catch (error) {
        calls.unsure = true;
        throw error;
      } finally {
        calls.running -= 1;
        if (calls.running === 0) {
          underWay.get(client)?.delete(id);
          if (calls.unsure || !answer) void refreshQueries(client, { queryKey: key });
          else client.setQueryData(key, answer);
          othersOutOfDate();
        }
      }
    },
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
