import { api } from '@koester/shared/api/api';
import type { ItemRef } from './claim-item';
import { viewerHeaders } from './viewer-headers';

/** PUT …/items/{itemId}/purchased: the reserver marks their gift bought, or takes the mark back. */
export function markPurchased({ shareToken, itemId, purchased }: ItemRef & { purchased: boolean }) {
  return api.request('put', '/public/wishlists/{shareToken}/items/{itemId}/purchased', {
    params: { shareToken, itemId },
    body: { purchased },
    headers: viewerHeaders(),
  });
}
