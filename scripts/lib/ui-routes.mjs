// The site's pages as the remotes declare them (remotes/<name>/routes.json), each with the page file its routes
// module (src/routes.tsx) renders for it: a static import or a lazyPage(() => import(…)); and the cards they put
// on other remotes' pages, each with the file its rsbuild config exposes for it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readRouteDeclaration, remoteNames } from '@koester/build/apps.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The page module a routes module gives a path, relative to the repository, or null when none is found.
 * @param {string} source the text of src/routes.tsx
 * @param {string} route
 * @param {string} srcDir the remote's src folder, relative to the repository
 */
function pageFileOf(source, route, srcDir) {
  const entry = new RegExp(`'${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}':\\s*([^\\n]+)`).exec(source);
  if (!entry) return null;
  const lazy = /import\('(\.\/[^']+)'\)/.exec(entry[1]);
  const name = /^([A-Z]\w*)/.exec(entry[1].trim())?.[1];
  const imported = name && new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '(\\./[^']+)'`).exec(source);
  const specifier = lazy?.[1] ?? (imported ? imported[1] : null);
  return specifier ? `${path.posix.join(srcDir, specifier)}.tsx` : null;
}

/** @returns {{ path: string, remote: string, page: string }[]} every declared page, in the registry's order */
export function uiRoutes() {
  return remoteNames().flatMap((remote) => {
    const dir = path.join(ROOT, 'remotes', remote);
    const source = readFileSync(path.join(dir, 'src/routes.tsx'), 'utf8');
    return readRouteDeclaration(dir, remote).routes.map((route) => ({
      path: route.path,
      remote,
      page: pageFileOf(source, route.path, `remotes/${remote}/src`) ?? '(no page found in src/routes.tsx)',
    }));
  });
}

/**
 * The file a remote's rsbuild config exposes under `module` (`'./dashboard-card': './src/components/x.tsx'`),
 * relative to the repository, or null when none is found.
 * @param {string} config the text of rsbuild.config.ts
 * @param {string} module
 * @param {string} remoteDir the remote's folder, relative to the repository
 */
function exposedFileOf(config, module, remoteDir) {
  const entry = new RegExp(`'${module.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}':\\s*'(\\./[^']+)'`).exec(config);
  return entry ? path.posix.join(remoteDir, entry[1]) : null;
}

/** @returns {{ slot: string, order: number, remote: string, module: string, file: string }[]} every declared card, by slot and order */
export function uiCards() {
  return remoteNames()
    .flatMap((remote) => {
      const dir = path.join(ROOT, 'remotes', remote);
      const config = readFileSync(path.join(dir, 'rsbuild.config.ts'), 'utf8');
      return (readRouteDeclaration(dir, remote).cards ?? []).map((card) => ({
        ...card,
        remote,
        file: exposedFileOf(config, card.module, `remotes/${remote}`) ?? '(not exposed in rsbuild.config.ts)',
      }));
    })
    .sort((a, b) => a.slot.localeCompare(b.slot) || a.order - b.order);
}
