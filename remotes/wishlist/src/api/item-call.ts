import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { refreshQueries } from '@koester/shared/data/query-client';
import { sharedListKey } from './get-shared-wishlist';

/** Which list and which item a reservation call is about. */
export interface ItemRef {
  shareToken: string;
  itemId: string;
}

/** The key every call on an item shares, so the page knows which items have a call under way. */
const ITEM_CALL = ['wishlist', 'item-call'] as const;

/** What the caller does with the outcome: toasts, focus. Kept per hook, so every call gets its own answer. */
export interface ItemCallHandlers<V extends ItemRef> {
  onSuccess: (ref: V) => void;
  onError: (error: Error, ref: V) => void;
  /** After the list was fetched again: the card shows its new state. */
  onRefetched?: (ref: V) => void;
}

/**
 * A call on one item of a shared list (claim-item.ts and the others use it). Spec §4: afterwards the list is fetched
 * again, whether it worked or not, for everyone's latest state (a refused reservation then shows who has the gift).
 */
export function useItemCall<V extends ItemRef>(call: (ref: V) => Promise<unknown>, handlers: ItemCallHandlers<V>) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ITEM_CALL,
    mutationFn: call,
    onSuccess: (_answer, ref) => handlers.onSuccess(ref),
    onError: (error, ref) => handlers.onError(error, ref),
    onSettled: async (_answer, _error, ref) => {
      await refreshQueries(client, { queryKey: sharedListKey(ref.shareToken) });
      handlers.onRefetched?.(ref);
    },
  });
}

/** The items with a call under way: their buttons wait. */
export function useBusyItems(): Set<string> {
  const ids = useMutationState({
    filters: { mutationKey: ITEM_CALL, status: 'pending' },
    select: (mutation) => (mutation.state.variables as ItemRef).itemId,
  });
  return new Set(ids);
}
