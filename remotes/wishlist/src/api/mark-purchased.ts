import { api } from '@koester/shared/api/api';
import { useItemCall, type ItemCallHandlers, type ItemRef } from './item-call';
import { viewerHeaders } from './viewer-headers';

type PurchasedRef = ItemRef & { purchased: boolean };

/** PUT …/items/{itemId}/purchased: the reserver marks their gift bought, or takes the mark back. */
function markPurchased({ shareToken, itemId, purchased }: PurchasedRef) {
  return api.request('put', '/public/wishlists/{shareToken}/items/{itemId}/purchased', {
    params: { shareToken, itemId },
    body: { purchased },
    headers: viewerHeaders(),
  });
}

/** Marks the viewer's reserved gift bought, or not; the list is fetched again afterwards (useItemCall). */
export function useMarkPurchased(handlers: ItemCallHandlers<PurchasedRef>) {
  return useItemCall(markPurchased, handlers);
}
