import { api } from '@koester/shared/api/api';
import { useItemCall, type ItemCallHandlers, type ItemRef } from './item-call';
import { viewerHeaders } from './viewer-headers';

/** DELETE …/items/{itemId}/claim: cancel your own reservation. */
function unclaimItem({ shareToken, itemId }: ItemRef) {
  return api.request('delete', '/public/wishlists/{shareToken}/items/{itemId}/claim', {
    params: { shareToken, itemId },
    headers: viewerHeaders(),
  });
}

/** Cancels the viewer's reservation; the list is fetched again afterwards (useItemCall). */
export function useUnclaimItem(handlers: ItemCallHandlers<ItemRef>) {
  return useItemCall(unclaimItem, handlers);
}
