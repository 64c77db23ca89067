import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { DECLARATION_FILE, readRouteDeclaration } from './apps.mjs';

/**
 * Checks a remote's routes.json and ships it inside the build, beside mf-manifest.json: what a remote serves
 * travels with its code, and a deploy merges it into the runtime config. A declaration that is not valid stops
 * the build before it starts, with every problem listed once (checking inside the compilation would report it
 * again for each of federation's side builds). Here the remote's exposed modules are known, so a declared card that
 * is not one of them stops the build too.
 */
export function routeDeclarationPlugin(name: string, root: string, exposes: readonly string[]): RsbuildPlugin {
  const declaration = readRouteDeclaration(root, name, { exposes });
  return {
    name: 'koester:route-declaration',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.fileDependencies.add(path.join(root, DECLARATION_FILE));
        compilation.emitAsset(DECLARATION_FILE, new sources.RawSource(`${JSON.stringify(declaration, null, 2)}\n`));
      });
    },
  };
}
