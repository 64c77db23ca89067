import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@koester/shared/data/query-client';
import { useWishlistEvents } from './wishlist-events';

vi.mock('@koester/shared/config/runtime-config', () => ({
  runtimeConfig: () => ({ apiBaseUrl: 'http://api.test/prod' }),
}));

/** A streamed answer whose chunks the test pushes. */
function streamedAnswer() {
  let push!: (text: string) => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text));
    },
  });
  return { response: new Response(body, { status: 200 }), push: (text: string) => push(text) };
}

function setup(fetchAnswer: Response) {
  const client = createQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const fetchMock = vi.fn().mockResolvedValue(fetchAnswer);
  vi.stubGlobal('fetch', fetchMock);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useWishlistEvents('demo', null, true), { wrapper });
  return { hook, invalidate, fetchMock };
}

describe('useWishlistEvents', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.unstubAllGlobals());

  it('goes live on "ready" and refetches the list on every item event', async () => {
    const { response, push } = streamedAnswer();
    const { hook, invalidate, fetchMock } = setup(response);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://api.test/prod/public/wishlists/demo/events');
    push('event: ready\ndata: {}\n\n');
    await waitFor(() => expect(hook.result.current).toBe('live'));
    const before = invalidate.mock.calls.length;
    push(': ping\n\nevent: item\ndata: {"item_id":"a","change":"claimed"}\n\n');
    await waitFor(() => expect(invalidate.mock.calls.length).toBe(before + 1));
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['wishlist', 'shared', 'demo'] });
    hook.unmount();
  });

  it('stays off for the owner (204), without retrying', async () => {
    const { hook, fetchMock } = setup(new Response(null, { status: 204 }));
    await waitFor(() => expect(hook.result.current).toBe('off'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    hook.unmount();
  });
});
