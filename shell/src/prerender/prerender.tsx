import i18next from 'i18next';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { documentTitle, type PageMeta } from '@koester/shared/ui/page-meta';
import { App } from '../app/app';
import { loadRemoteRoutes } from '../federation/load-remote-routes';
import { routeForPathname } from '../federation/registry';

/** One page rendered to HTML in one language: what goes in #root, and what goes in the head. */
interface PrerenderedPage {
  language: string;
  html: string;
  /** The document title. */
  title: string;
  /** The page's description, else the site's, in the page's language. */
  description: string;
}

/** A page rendered with the API's answers in it, and the query state the visitor's browser hydrates it with. */
interface PageWithData extends PrerenderedPage {
  /** The dehydrated query state, as JSON. */
  state: string;
}

declare global {
  interface Window {
    /** Installed in prerender mode only: renders one address in each language asked for. */
    __koesterPrerender?: (path: string, languages: string[]) => Promise<PrerenderedPage[]>;
    /**
     * Installed in prerender mode only: renders one address in one language with the answers to its route's
     * declared API requests (URL → JSON text), for a page rendered at request time.
     */
    __koesterRenderWithData?: (
      path: string,
      language: string,
      answers: Record<string, string>,
    ) => Promise<PageWithData>;
    /** Installed by the shared query client's page data module (shared/src/data/page-data.ts). */
    __koesterRenderWithAnswers?: <T>(
      answers: Record<string, string>,
      render: () => Promise<T>,
    ) => Promise<{ result: T; state: unknown }>;
  }
}

async function renderPage(path: string, language: string): Promise<PrerenderedPage> {
  await i18next.changeLanguage(language);
  let meta: PageMeta | null = null;
  const errors: unknown[] = [];
  // The same tree the browser hydrates. React's static renderer waits for every lazy part (the remote, its page
  // chunk) and runs no effects: what a visitor's browser would show before its first effect, signed out.
  const { prelude } = await prerender(
    <StrictMode>
      <App location={path} onPageMeta={(m) => (meta = m)} />
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every part inline, in place: no boundary is sent as a placeholder plus a script that swaps it in later
      // (the site's CSP allows no such script, and a static page has nothing to stream).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length) {
    throw new Error(`${path} (${language}) failed to render: ${errors.map((e) => String(e)).join('; ')}`);
  }
  const found = meta as PageMeta | null;
  return {
    language,
    html,
    title: documentTitle(found?.title ?? ''),
    description: found?.description ?? i18next.t('shell:meta.description'),
  };
}

/**
 * Prerender mode (the build's and deploy's prerenderer sets window.__KOESTER_PRERENDER__ before the page loads):
 * nothing is mounted; the prerenderer asks for pages through window.__koesterPrerender instead.
 */
export function installPrerenderer(): void {
  window.__koesterPrerender = async (path, languages) => {
    const route = routeForPathname(path);
    // A remote that cannot be loaded is an error here, not a page with a "try again" panel in it.
    if (route) await loadRemoteRoutes(route.remote, []);
    const pages: PrerenderedPage[] = [];
    for (const language of languages) pages.push(await renderPage(path, language));
    return pages;
  };
  window.__koesterRenderWithData = async (path, language, answers) => {
    const route = routeForPathname(path);
    if (!route) throw new Error(`no route serves ${path}`);
    await loadRemoteRoutes(route.remote, []);
    // Installed by the shared query client's page data module, which a remote that fetches loads.
    const withAnswers = window.__koesterRenderWithAnswers;
    if (!withAnswers) throw new Error(`the page at ${path} fetches nothing through the query client`);
    const { result, state } = await withAnswers(answers, () => renderPage(path, language));
    return { ...result, state: JSON.stringify(state) };
  };
}
