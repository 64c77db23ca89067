import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { buildUrl } from '@koester/shared/api/api-client';
import { runtimeConfig } from '@koester/shared/config/runtime-config';
import { currentIdToken } from '@koester/shared/session/session-store';
import { createSseParser } from './sse-parser';
import { viewerHeaders } from './viewer-headers';

/** Whether other visitors' reservations reach this page as they happen. */
export type LiveState = 'connecting' | 'live' | 'off';

/** Waits between reconnections: 1 s, 2 s, 4 s … at most 30 s. */
const backoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/**
 * Follows GET /public/wishlists/{shareToken}/events (server-sent events read
 * with fetch, so the id token goes along as for every call) and refetches the
 * list whenever someone reserves, cancels, marks bought, or the owner changes
 * an item: the events carry no names, the list is fetched with this viewer's
 * own rights. The owner gets no stream (204) and keeps their surprise. When
 * the stream fails it reconnects with back-off; meanwhile the list is still
 * fetched again whenever the visitor returns to the tab.
 */
export function useWishlistEvents(shareToken: string, viewerId: string | null, enabled: boolean): LiveState {
  const client = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    if (!enabled) return;
    const stop = new AbortController();
    let attempt = 0;
    let timer: number | undefined;
    const refetch = () => client.invalidateQueries({ queryKey: ['wishlist', 'shared', shareToken] });

    const connect = async () => {
      setState('connecting');
      try {
        const token = currentIdToken();
        const response = await fetch(
          buildUrl(runtimeConfig().apiBaseUrl, `/public/wishlists/${encodeURIComponent(shareToken)}/events`),
          {
            headers: {
              Accept: 'text/event-stream',
              ...viewerHeaders(),
              ...(token ? { Authorization: `Bearer ${token}` } : {}),
            },
            cache: 'no-store',
            signal: stop.signal,
          },
        );
        // 204: the owner, who receives no reservation events. 4xx: the link is gone; the list says so.
        if (response.status === 204 || (response.status >= 400 && response.status < 500) || !response.body) {
          setState('off');
          return;
        }
        if (!response.ok) throw new Error(`events ${response.status}`);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        const parse = createSseParser();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const event of parse(value)) {
            if (event.event === 'ready') {
              attempt = 0;
              setState('live');
              // Anything that happened while the stream was down is fetched now.
              void refetch();
            } else if (event.event === 'item') void refetch();
          }
        }
        throw new Error('events ended');
      } catch {
        if (stop.signal.aborted) return;
        setState('off');
        timer = window.setTimeout(() => void connect(), backoff(attempt++));
      }
    };

    void connect();
    return () => {
      stop.abort();
      window.clearTimeout(timer);
    };
  }, [client, shareToken, viewerId, enabled]);

  return enabled ? state : 'off';
}
