import { api } from '@koester/shared/api/api';
import { useItemCall, type ItemCallHandlers, type ItemRef } from './item-call';
import { viewerHeaders } from './viewer-headers';

/** POST …/items/{itemId}/claim: reserve an item (signed in; not on your own list). */
function claimItem({ shareToken, itemId }: ItemRef) {
  return api.request('post', '/public/wishlists/{shareToken}/items/{itemId}/claim', {
    params: { shareToken, itemId },
    headers: viewerHeaders(),
  });
}

/** Reserves an item; the list is fetched again afterwards (useItemCall). */
export function useClaimItem(handlers: ItemCallHandlers<ItemRef>) {
  return useItemCall(claimItem, handlers);
}
