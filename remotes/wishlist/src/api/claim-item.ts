import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import { viewerHeaders } from './viewer-headers';

/** Which list and which item a reservation call is about. */
export interface ItemRef {
  shareToken: string;
  itemId: string;
}

/** POST …/items/{itemId}/claim: reserve an item (signed in; not on your own list). */
export function claimItem({ shareToken, itemId }: ItemRef) {
  return api.request('post', '/public/wishlists/{shareToken}/items/{itemId}/claim', {
    params: { shareToken, itemId },
    headers: viewerHeaders(),
  });
}

/** DELETE …/items/{itemId}/claim: cancel your own reservation. */
export function unclaimItem({ shareToken, itemId }: ItemRef) {
  return api.request('delete', '/public/wishlists/{shareToken}/items/{itemId}/claim', {
    params: { shareToken, itemId },
    headers: viewerHeaders(),
  });
}

/** Spec §4: after a reservation or a cancellation the list is fetched again, for everyone's latest state. */
function useReservationCall(call: (ref: ItemRef) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: (_answer, _error, { shareToken }) =>
      client.invalidateQueries({ queryKey: ['wishlist', 'shared', shareToken] }),
  });
}

/** Reserves an item, then refetches the list. */
export const useClaimItem = () => useReservationCall(claimItem);

/** Cancels your reservation, then refetches the list. */
export const useUnclaimItem = () => useReservationCall(unclaimItem);
