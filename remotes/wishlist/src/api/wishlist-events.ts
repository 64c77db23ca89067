import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { buildUrl } from '@koester/shared/api/api-client';
import { runtimeConfig } from '@koester/shared/config/runtime-config';
import { refreshQueries } from '@koester/shared/data/query-client';
import { currentIdToken, useSessionStore } from '@koester/shared/session/session-store';
import { sharedListKey } from './get-shared-wishlist';
import { createSseParser } from '../model/sse-parser';
import { viewerHeaders } from './viewer-headers';

/** Whether other visitors' reservations reach this page as they happen. */
type LiveState = 'connecting' | 'live' | 'off';

/**
 * Waits between reconnections: up to 1 s, 2 s, 4 s … at most 30 s, each a random part of it, so the pages of a
 * restarted API do not all come back in the same second.
 */
const backoff = (attempt: number) => Math.random() * Math.min(30_000, 1000 * 2 ** attempt);

/** A stream counts as healthy (and the back-off starts over) once it has stayed up this long. */
const STABLE_MS = 30_000;

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
    let stable: number | undefined;
    const retryIn = (ms: number) => {
      setState('off');
      timer = window.setTimeout(() => void connect(), ms);
    };
    const refetch = () => refreshQueries(client, { queryKey: sharedListKey(shareToken) });

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
        // 204: the owner, who receives no reservation events.
        if (response.status === 204 || !response.body) {
          setState('off');
          return;
        }
        // The link expired or went away: the list, fetched again, says so.
        if (response.status === 404 || response.status === 410) {
          setState('off');
          void refetch();
          return;
        }
        // An id token that expired while the page slept: refreshed, then straight back.
        if (response.status === 401 && (await useSessionStore.getState().refresh())) return retryIn(0);
        // Too many streams from this address: back when the server says.
        if (response.status === 429) return retryIn(Number(response.headers.get('Retry-After') ?? 30) * 1000);
        if (!response.ok) throw new Error(`events ${response.status}`);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        const parse = createSseParser();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const event of parse(value)) {
            if (event.event === 'ready') {
              stable = window.setTimeout(() => (attempt = 0), STABLE_MS);
              setState('live');
              // Anything that happened while the stream was down is fetched now.
              void refetch();
            } else if (event.event === 'item') void refetch();
          }
        }
        throw new Error('events ended');
      } catch {
        window.clearTimeout(stable);
        if (stop.signal.aborted) return;
        retryIn(backoff(attempt++));
      }
    };

    void connect();
    return () => {
      stop.abort();
      window.clearTimeout(timer);
      window.clearTimeout(stable);
    };
  }, [client, shareToken, viewerId, enabled]);

  return enabled ? state : 'off';
}
