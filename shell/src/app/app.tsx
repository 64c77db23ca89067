import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router';
import { PageMetaSink, type PageMeta } from '@koester/shared/ui/page-meta';
import { remoteRoutes } from '../federation/registry';
import { RemoteSlot } from '../federation/remote-slot';
import { Layout } from '../layout/layout';
import { NotFoundPage } from '../pages/not-found-page';

interface AppProps {
  /** Renders this address instead of the browser's (prerendering a page to HTML). */
  location?: string;
  /** Receives the page's title and description while prerendering. */
  onPageMeta?: (meta: PageMeta) => void;
}

/**
 * The shell's router: each route a remote declared mounts that remote; everything else is the 404 page. The very
 * same tree is prerendered to HTML at build and deploy time and hydrated in the browser.
 */
export function App({ location, onPageMeta }: AppProps) {
  const routes: ReactNode = (
    <PageMetaSink value={onPageMeta ?? null}>
      <Layout>
        <Routes>
          {remoteRoutes().map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={<RemoteSlot remote={route.remote} path={route.path} />}
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Layout>
    </PageMetaSink>
  );
  return location === undefined ? (
    <BrowserRouter>{routes}</BrowserRouter>
  ) : (
    <StaticRouter location={location}>{routes}</StaticRouter>
  );
}
