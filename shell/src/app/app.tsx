import { BrowserRouter, Route, Routes } from 'react-router';
import { remoteRoutes } from '../federation/registry';
import { RemoteSlot } from '../federation/remote-slot';
import { Layout } from '../layout/layout';
import { NotFoundPage } from '../pages/not-found-page';

/** The shell's router: each route a remote declared mounts that remote; everything else is the 404 page. */
export function App() {
  return (
    <BrowserRouter>
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
    </BrowserRouter>
  );
}
