import { runtimeConfig, type RuntimeConfig } from '@koester/shared/config/runtime-config';
import type { DeclaredLink, LocalizedText } from '@koester/contract/routes/route-rules.mjs';
import { matchPattern } from '@koester/contract/routes/route-pattern.mjs';

/** One route the shell mounts from a remote, as the remote declared it. */
export interface RemoteRoute {
  remote: string;
  path: string;
  title: LocalizedText;
}

/** A link a remote adds to the frame (navbar, account actions, footer). */
export interface RemoteLink extends DeclaredLink {
  remote: string;
}

const routeTables = new WeakMap<RuntimeConfig, RemoteRoute[]>();

/**
 * Every route of every remote in the runtime config. The shell compiles in no route: it learns them here, at
 * run time, from what each remote's deploy wrote.
 */
export function remoteRoutes(config: RuntimeConfig = runtimeConfig()): readonly RemoteRoute[] {
  let routes = routeTables.get(config);
  if (!routes) {
    routes = Object.entries(config.remotes).flatMap(([remote, entry]) =>
      entry.routes.map((route) => ({ remote, path: route.path, title: route.title })),
    );
    routeTables.set(config, routes);
  }
  return routes;
}

/** The declared route that serves a pathname, if any (a route with fewer parameters wins). */
export function routeForPathname(pathname: string, config?: RuntimeConfig): RemoteRoute | undefined {
  const routes = remoteRoutes(config);
  const pattern = matchPattern(
    routes.map((r) => r.path),
    pathname,
  );
  return routes.find((r) => r.path === pattern);
}

/** The links of one slot of the frame, in their declared order (then by remote and path, so ties are stable). */
export function remoteLinks(slot: DeclaredLink['slot'], config: RuntimeConfig = runtimeConfig()): RemoteLink[] {
  return Object.entries(config.remotes)
    .flatMap(([remote, entry]) => entry.links.filter((l) => l.slot === slot).map((link) => ({ ...link, remote })))
    .sort((a, b) => a.order - b.order || a.remote.localeCompare(b.remote) || a.path.localeCompare(b.path));
}
