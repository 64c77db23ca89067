import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { BootRequests } from '@koester/shared/config/boot-requests';
import { queryClient } from '@koester/shared/data/query-client';
import { PAGE_DATA_ID } from '@koester/contract/routes/data-requests.mjs';

let taken = false;
let state: DehydratedState | undefined;

/**
 * The query state a page arrived with, for the first page only: its queries then hold the very answers its HTML
 * shows, so React takes that HTML over without rendering it again. Unreadable state is no state (the page asks the
 * API itself). Its answers count as fetched now when the page came from the server: it asks the API again for every
 * request, also when it sends a page it kept (scripts/lib/render-on-request.mjs), so they are as fresh as the HTML,
 * and the page is the same bytes for everyone who gets the same answers (kept compressed).
 */
export function arrivedPageData(): DehydratedState | undefined {
  if (taken || typeof document === 'undefined') return undefined;
  if (state === undefined) {
    try {
      const text = document.getElementById(PAGE_DATA_ID)?.textContent;
      state = text ? arrivedNow(JSON.parse(text) as DehydratedState) : undefined;
    } catch {
      state = undefined;
    }
  }
  return state;
}

/**
 * Whether the page came from the server for this visit: going back, or restoring a session, the browser may take it
 * from its cache as it was, and its answers then keep the times they were rendered with (old ones are asked again).
 */
function cameFromServer(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return !!navigation && navigation.type !== 'back_forward' && navigation.transferSize > 0;
}

function arrivedNow(arrived: DehydratedState): DehydratedState {
  if (!cameFromServer()) return arrived;
  const now = Date.now();
  return {
    ...arrived,
    queries: arrived.queries.map((query) => ({
      ...query,
      dehydratedAt: now,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  };
}

/** The arrived state has been handed to the cache: later pages start from the cache and the API. */
export function pageDataUsed(): void {
  taken = true;
  state = undefined;
}

/**
 * Renders a page with the API's answers in its queries, for a page rendered at request time, in the renderer's
 * browser (shell/src/prerender). `answers` are the route's declared requests (URL → JSON text), fetched by the
 * server. Generic over every page: in a first render the queries suspend until answered (what useSuspenseQuery does;
 * the static renderer waits for them, and a suspending query fetches even while it waits for the session, which a
 * static render never knows), each request answered from `answers` and nothing else (an unanswered one fails the
 * render); the second render is the one a visitor's browser hydrates, its queries holding their answers. Returns
 * that render and the query state to send with it.
 */
export async function renderWithAnswers<T>(
  client: QueryClient,
  answers: Record<string, string>,
  render: () => Promise<T>,
): Promise<{ result: T; state: DehydratedState }> {
  client.clear();
  const defaults = client.getDefaultOptions();
  try {
    provideBootData(
      Object.fromEntries(
        Object.entries(answers).map(([url, body]) => [
          url,
          new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }),
        ]),
      ),
    );
    client.setDefaultOptions({
      ...defaults,
      queries: { ...defaults.queries, retry: false, ...({ suspense: true } as object) },
    });
    await render();
  } finally {
    client.setDefaultOptions(defaults);
    provideBootData({});
  }
  try {
    const result = await render();
    return { result, state: dehydrate(client) };
  } finally {
    client.clear();
  }
}

/**
 * Answers for API requests, handed out as the boot script's are (once each, to a GET without credentials): the
 * renderer's browser renders a page with the answers its server fetched.
 */
function provideBootData(answers: Record<string, Response>): void {
  const boot: BootRequests = (window.__KOESTER_BOOT__ ??= { manifests: {} });
  boot.data = Object.fromEntries(Object.entries(answers).map(([url, response]) => [url, Promise.resolve(response)]));
  boot.dataUntil = Number.POSITIVE_INFINITY;
}

declare global {
  interface Window {
    /** Set by the prerenderer before the page loads (shell/src/bootstrap.tsx). */
    __KOESTER_PRERENDER__?: boolean;
    /**
     * In prerender mode, once a remote that fetches is loaded: renderWithAnswers with the page's query client, for
     * the shell's renderer (shell/src/prerender), which itself loads neither TanStack Query nor the query client.
     */
    __koesterRenderWithAnswers?: <T>(
      answers: Record<string, string>,
      render: () => Promise<T>,
    ) => Promise<{ result: T; state: unknown }>;
  }
}

if (typeof window !== 'undefined' && window.__KOESTER_PRERENDER__) {
  window.__koesterRenderWithAnswers = (answers, render) => renderWithAnswers(queryClient, answers, render);
}
