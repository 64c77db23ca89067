import { matchPath } from 'react-router';
import apps from '../../../apps.json';

/** One route the shell mounts from a remote. */
export interface RemoteRoute {
  remote: string;
  path: string;
}

/** Every route of every remote, in registry order (apps.json, the shell's registry). */
export const REMOTE_ROUTES: readonly RemoteRoute[] = apps.remotes.flatMap((remote) =>
  remote.routes.map((path) => ({ remote: remote.name, path })),
);

export const REMOTE_NAMES: readonly string[] = apps.remotes.map((remote) => remote.name);

/** The registry route that serves a pathname, if any. */
export function routeForPathname(pathname: string): RemoteRoute | undefined {
  return REMOTE_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname));
}
