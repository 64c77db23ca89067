import type { RsbuildPlugin } from '@rsbuild/core';
import { firstPaintFonts } from './first-paint-fonts';

/**
 * The shared and contract packages' modules every start of the shell needs: all but what only some pages load (the
 * auth code, the API client and what it brings, the query client, the toasts) and the test helpers.
 */
const STARTUP_SHARED = String.raw`(?:shared[\\/]src[\\/](?!auth[\\/]|api[\\/]|data[\\/]|session[\\/]browser-store|toast[\\/]toast\.|testing[\\/])|packages[\\/]contract[\\/]src[\\/](?!testing[\\/]))`;

/** Shared modules the shell's start needs (the shell bundles them into one chunk: create-app-config.ts). */
export const STARTUP_SHARED_MODULE = new RegExp(String.raw`[\\/]${STARTUP_SHARED}`);

/**
 * The shared and contract packages' modules a remote's pages may need at their start, which the remote bundles into
 * one chunk (create-app-config.ts): all but the sign-in code (it loads when the sign-in dialog opens or for a
 * signed-in visitor; the session prompt stays, as every page can show it), the validation messages in three
 * languages (a form's errors need them) and the test helpers. The shell serves some of these itself, and the runtime
 * then runs the shell's copy; a remote's page otherwise fetched a dozen files of under a kilobyte each.
 */
export const REMOTE_STARTUP_SHARED_MODULE = new RegExp(
  String.raw`[\\/](?:shared[\\/]src[\\/](?!testing[\\/]|auth[\\/](?!session-prompt)|validation[\\/](?:field-error-text|texts[\\/]))|packages[\\/]contract[\\/]src[\\/](?!testing[\\/]))`,
);

/** Modules every first paint of the shell needs, wherever the bundler put them. */
const FIRST_PAINT = new RegExp(
  String.raw`[\\/](shell[\\/]src[\\/]bootstrap\.tsx|node_modules[\\/](react-router|react-i18next)[\\/]|${STARTUP_SHARED})`,
);

/**
 * Adds <link rel="preload"> for the shell's async chunks that hold what every
 * first paint needs (the bootstrap, the router, react-i18next, the shared
 * package): the browser fetches them with the entry instead of discovering
 * them one round trip later. Nothing for aws-amplify or the sign-in code.
 * And the web fonts the first paint's text needs (the Latin subset), first:
 * the text is then painted in them rather than swapped to them later, which
 * would move the page.
 */
export function firstPaintPreload(): RsbuildPlugin {
  return {
    name: 'koester:first-paint-preload',
    setup(api) {
      api.modifyHTMLTags(({ headTags, bodyTags }, { compilation, assetPrefix }) => {
        const stats = compilation.getStats().toJson({ all: false, chunks: true, chunkModules: true });
        const files = new Set<string>();
        for (const chunk of stats.chunks ?? []) {
          if (chunk.initial) continue;
          const modules = chunk.modules ?? [];
          const needed = modules.some((m) => FIRST_PAINT.test(m.nameForCondition ?? m.identifier ?? ''));
          if (needed) for (const file of chunk.files ?? []) files.add(file);
        }
        const base = assetPrefix.endsWith('/') ? assetPrefix : `${assetPrefix}/`;
        for (const file of [...files].sort()) {
          if (!/\.(js|css)$/.test(file)) continue;
          headTags.push({
            tag: 'link',
            attrs: { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href: `${base}${file}` },
          });
        }
        const fonts = new Set<string>();
        for (const asset of compilation.getAssets()) {
          if (!asset.name.endsWith('.css')) continue;
          for (const font of firstPaintFonts(asset.source.source().toString())) fonts.add(font);
        }
        headTags.unshift(
          ...[...fonts].sort().map((href) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: 'anonymous', href },
          })),
        );
        return { headTags, bodyTags };
      });
    },
  };
}
