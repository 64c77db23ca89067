import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@koester/shared/data/query-client';
import { myWishlistsQuery } from '@koester/shared/data/my-wishlists';
import { myWishlistQuery, type MyWishlist } from './get-my-wishlist';
import { useListChanges } from './list-changes';

/** The server's list: what GET /wishlists/{id} answers. */
let server: MyWishlist;
const request = vi.fn(async () => structuredClone(server));
vi.mock('@koester/shared/api/api', () => ({ api: { request: (...args: unknown[]) => request(...(args as [])) } }));

const list = (name: string): MyWishlist =>
  ({ id: 'l1', name, description: null, items: [], received_items: [], share_links: [] }) as unknown as MyWishlist;

/** A call whose answer the test hands over when it likes. */
function heldCall() {
  let answer!: (value: MyWishlist) => void;
  let refuse!: (error: Error) => void;
  const promise = new Promise<MyWishlist>((resolve, reject) => {
    answer = resolve;
    refuse = reject;
  });
  return { call: () => promise, answer, refuse };
}

function setup() {
  const client = createQueryClient();
  const key = myWishlistQuery('u1', 'l1').queryKey;
  client.setQueryData(key, list('Start'));
  client.setQueryData(myWishlistsQuery('u1').queryKey, [{ id: 'l1' }, { id: 'l2' }] as never);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  // The page shows the list while it changes it.
  const hook = renderHook(
    () => {
      useQuery(myWishlistQuery('u1', 'l1'));
      return useListChanges('u1', 'l1');
    },
    { wrapper },
  );
  return { client, key, changes: () => hook.result.current };
}

describe('useListChanges', () => {
  afterEach(() => request.mockClear());

  it('shows a single call’s answer without asking the server again', async () => {
    const { client, key, changes } = setup();
    await act(() => changes().change(async () => list('Renamed')));
    expect(client.getQueryData<MyWishlist>(key)?.name).toBe('Renamed');
    expect(request).not.toHaveBeenCalled();
  });

  it('asks the server once overlapping calls are back, whatever order their answers came in', async () => {
    const { client, key, changes } = setup();
    const first = heldCall();
    const second = heldCall();
    const both = [changes().change(first.call), changes().change(second.call)];
    await waitFor(() => expect(client.isFetching()).toBe(0));
    server = list('After both');
    // The second call's answer (which holds both changes) arrives first; the first's, older, last.
    second.answer(list('After both'));
    first.answer(list('After the first only'));
    await act(() => Promise.all(both));
    await waitFor(() => expect(client.getQueryData<MyWishlist>(key)?.name).toBe('After both'));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('asks the server after a failed call, and passes the failure on', async () => {
    const { client, key, changes } = setup();
    server = list('Changed in another tab');
    const failing = heldCall();
    const done = changes().change(failing.call);
    failing.refuse(new Error('refused'));
    await expect(done).rejects.toThrow('refused');
    await waitFor(() => expect(client.getQueryData<MyWishlist>(key)?.name).toBe('Changed in another tab'));
  });

  it('takes a deleted list out of the overview at once', () => {
    const { client, changes } = setup();
    changes().deleted();
    expect(client.getQueryData<{ id: string }[]>(myWishlistsQuery('u1').queryKey)).toEqual([{ id: 'l2' }]);
  });
});
