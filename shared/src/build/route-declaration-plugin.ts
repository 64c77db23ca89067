import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { DECLARATION_FILE, readRouteDeclaration } from './apps.mjs';

/**
 * Checks a remote's routes.json and ships it inside the build, beside mf-manifest.json: what a remote serves
 * travels with its code, and a deploy merges it into the runtime config. A declaration that is not valid fails
 * the build with every problem listed.
 */
export function routeDeclarationPlugin(name: string, root: string): RsbuildPlugin {
  return {
    name: 'koester:route-declaration',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.fileDependencies.add(path.join(root, DECLARATION_FILE));
        const declaration = readRouteDeclaration(root, name);
        compilation.emitAsset(DECLARATION_FILE, new sources.RawSource(`${JSON.stringify(declaration, null, 2)}\n`));
      });
    },
  };
}
