import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/** Marks a reserved gift bought (or not), then refetches the list. */
export function useMarkPurchased() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markPurchased,
    onSettled: (_answer, _error, { shareToken }) =>
      client.invalidateQueries({ queryKey: ['wishlist', 'shared', shareToken] }),
  });
}
