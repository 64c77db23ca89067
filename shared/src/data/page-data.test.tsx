import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { dehydrate, useQuery } from '@tanstack/react-query';
import { takeBootData } from '@koester/shared/config/boot-requests';
import { arrivedPageData, renderWithAnswers } from '@koester/shared/data/page-data';
import { PAGE_DATA_ID } from '@koester/contract/routes/data-requests.mjs';
import { createQueryClient, queryClient } from '@koester/shared/data/query-client';
import { withQueryClient } from '@koester/shared/data/query-provider';

afterEach(() => {
  vi.restoreAllMocks();
  document.getElementById(PAGE_DATA_ID)?.remove();
  queryClient.clear();
});

describe('a page that arrived with its data', () => {
  it('hands the query state to the cache as its first page renders, once', () => {
    const server = createQueryClient();
    server.setQueryData(['item', '42', { viewer: null }], { title: 'Dark mode' });
    const element = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: PAGE_DATA_ID,
      textContent: JSON.stringify(dehydrate(server)),
    });
    document.head.append(element);

    function Item() {
      // Not enabled, as before the session is known: only the arrived state can show it.
      const item = useQuery({
        queryKey: ['item', '42', { viewer: null }],
        queryFn: (): Promise<{ title: string }> => new Promise(() => {}),
        enabled: false,
      });
      return <p>{item.data?.title ?? 'loading'}</p>;
    }
    const Page = withQueryClient(Item);
    render(<Page />);
    expect(screen.getByText('Dark mode')).toBeTruthy();
    // The next page starts from the cache and the API.
    expect(arrivedPageData()).toBeUndefined();
  });

  it.each([
    { navigation: { type: 'navigate', transferSize: 12_000 }, fresh: true },
    { navigation: { type: 'reload', transferSize: 12_000 }, fresh: true },
    // Going back: the browser may show its cached copy without asking the server, answers and all.
    { navigation: { type: 'back_forward', transferSize: 0 }, fresh: false },
    { navigation: { type: 'navigate', transferSize: 0 }, fresh: false },
    { navigation: undefined, fresh: false },
  ])(
    'counts its answers as fetched as it arrived from the server ($navigation.type, $navigation.transferSize)',
    async ({ navigation, fresh }) => {
      // A first page of its own: a fresh module, not yet handed its state.
      vi.resetModules();
      const arrived = await import('@koester/shared/data/page-data');
      vi.spyOn(performance, 'getEntriesByType').mockReturnValue(
        navigation ? [navigation as unknown as PerformanceEntry] : [],
      );
      const server = createQueryClient();
      server.setQueryData(['roadmap'], { in_progress: [] }, { updatedAt: 1_000 });
      const sent = dehydrate(server);
      sent.queries[0]!.dehydratedAt = 2_000;
      document.head.append(
        Object.assign(document.createElement('script'), {
          type: 'application/json',
          id: PAGE_DATA_ID,
          textContent: JSON.stringify(sent),
        }),
      );
      const before = Date.now();
      const [query] = arrived.arrivedPageData()!.queries;
      expect(query!.state.data).toEqual({ in_progress: [] });
      if (fresh) {
        expect(query!.state.dataUpdatedAt).toBeGreaterThanOrEqual(before);
        expect(query!.dehydratedAt).toBeGreaterThanOrEqual(before);
      } else {
        expect(query!.state.dataUpdatedAt).toBe(1_000);
        expect(query!.dehydratedAt).toBe(2_000);
      }
      arrived.pageDataUsed();
    },
  );

  it('reads unreadable state as none', async () => {
    vi.resetModules();
    const arrived = await import('@koester/shared/data/page-data');
    document.head.append(
      Object.assign(document.createElement('script'), { type: 'application/json', id: PAGE_DATA_ID, textContent: '{' }),
    );
    expect(arrived.arrivedPageData()).toBeUndefined();
    // Readable state is read by the same module: the check above was not of a page already handed its state.
    document.getElementById(PAGE_DATA_ID)!.textContent = '{"mutations":[],"queries":[]}';
    expect(arrived.arrivedPageData()).toEqual({ mutations: [], queries: [] });
    arrived.pageDataUsed();
  });
});

describe('rendering a page with the API answers in it (the renderer’s browser)', () => {
  const url = 'https://api.test/prod/feedback/42';

  it('renders once with queries that wait for their answers, then as the browser hydrates', async () => {
    const client = createQueryClient();
    const defaults = client.getDefaultOptions();
    const seen: { retry: unknown; suspense: unknown; answered: boolean }[] = [];
    const renderPage = vi.fn(async () => {
      const queries = client.getDefaultOptions().queries as { retry?: unknown; suspense?: unknown };
      const early = takeBootData(url, { headers: { Accept: 'application/json' } });
      seen.push({
        retry: queries.retry,
        suspense: queries.suspense,
        answered: early !== undefined,
      });
      if (early) client.setQueryData(['item', '42', { viewer: null }], await (await early).json());
      return `render ${seen.length}`;
    });

    const { result, state } = await renderWithAnswers(client, { [url]: '{"title":"Dark mode"}' }, renderPage);

    expect(seen).toEqual([
      { retry: false, suspense: true, answered: true },
      { retry: defaults.queries?.retry, suspense: undefined, answered: false },
    ]);
    expect(result).toBe('render 2');
    expect(state.queries.map((query) => [query.queryKey, query.state.data])).toEqual([
      [['item', '42', { viewer: null }], { title: 'Dark mode' }],
    ]);
    // Nothing stays for the next address's render.
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('fails as the page failed, and leaves nothing behind', async () => {
    const client = createQueryClient();
    await expect(
      renderWithAnswers(client, { [url]: '{}' }, () => Promise.reject(new Error('an unanswered request'))),
    ).rejects.toThrow('an unanswered request');
    expect(client.getDefaultOptions().queries?.retry).not.toBe(false);
    expect(takeBootData(url, undefined)).toBeUndefined();
  });
});
