import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { appPort, localRuntimeConfig } from './apps.mjs';
import { bootScript } from './boot-script';
import { firstPaintPreload, REMOTE_STARTUP_SHARED_MODULE, STARTUP_SHARED_MODULE } from './first-paint-preload';
import { precompressPlugin } from './precompress';
import { routeDeclarationPlugin } from './route-declaration-plugin';
import { sharedSingletons } from './singletons';

const require = createRequire(import.meta.url);
const SHARED_SRC = fileURLToPath(new URL('../../../shared/src', import.meta.url));
const CONTRACT_SRC = fileURLToPath(new URL('../../contract/src', import.meta.url));

interface AppConfigOptions {
  /** Federation name: the folder name ("shell", "marketing", …). */
  name: string;
  /** The app's folder (import.meta.dirname of its rsbuild.config.ts). */
  root: string;
  /** Page title of the app's own HTML (the shell, or a remote's standalone frame). */
  title: string;
  /** Remotes expose their routes module and the cards they declare; the shell exposes nothing. */
  exposes?: Record<string, string>;
}

/**
 * react-router 7 points every export condition at its development build; pick
 * the production files explicitly so the shipped bundle is the small one.
 */
function reactRouterProductionAlias(): Record<string, string> {
  const dir = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  return {
    'react-router$': path.join(dir, 'index.mjs'),
    'react-router/dom$': path.join(dir, 'dom-export.mjs'),
  };
}

/**
 * Where the bundler's CSS loading puts a stylesheet `<link>` (serialised into the runtime: self-contained, ES5).
 */
function insertBeforePrerenderedStyles(linkTag: HTMLLinkElement): void {
  const prerendered = document.querySelector('style[data-prerendered]');
  if (prerendered && prerendered.parentNode) prerendered.parentNode.insertBefore(linkTag, prerendered);
  else document.head.appendChild(linkTag);
}

/** The rsbuild config shared by the shell and every remote. */
export function createAppConfig(options: AppConfigOptions): RsbuildConfig {
  const isProduction = process.env.NODE_ENV === 'production';
  const release = process.env.KOESTER_RELEASE ?? 'local';
  const isRemote = options.name !== 'shell';
  return {
    plugins: [
      pluginReact(),
      ...(isProduction && !isRemote ? [firstPaintPreload()] : []),
      ...(isProduction ? [precompressPlugin()] : []),
      ...(isRemote ? [routeDeclarationPlugin(options.name, options.root, Object.keys(options.exposes ?? {}))] : []),
      pluginModuleFederation({
        name: options.name,
        exposes: options.exposes,
        shared: sharedSingletons({ treeShaking: isProduction, eager: isProduction && !isRemote }),
        shareStrategy: 'loaded-first',
        // Types come through the workspace; generating them would need the network.
        dts: false,
        manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
        // In production the shell provides the federation runtime and remotes use it, which
        // halves each remote entry (35 → 17 KB gzip). Dev builds keep their own runtime so a
        // remote still runs alone with `npm run dev`. A remote loads no remotes itself, so the
        // remote-loading and manifest-snapshot parts stay out of its entry.
        experiments: isProduction
          ? isRemote
            ? { externalRuntime: true, optimization: { target: 'web', disableRemote: true, disableSnapshot: true } }
            : { provideExternalRuntime: true, optimization: { target: 'web' } }
          : {},
      }),
    ],
    source: {
      entry: { index: path.join(options.root, 'src/index.ts') },
      define: {
        __KOESTER_APP__: JSON.stringify(options.name),
        __KOESTER_RELEASE__: JSON.stringify(release),
      },
    },
    resolve: {
      alias: {
        // The shared and contract packages are TypeScript source; resolve their subpaths with the usual extensions.
        '@koester/shared': SHARED_SRC,
        '@koester/contract': CONTRACT_SRC,
        'use-sync-external-store/shim$': path.join(SHARED_SRC, 'shims/use-sync-external-store.ts'),
        ...(isProduction ? reactRouterProductionAlias() : {}),
      },
    },
    tools: {
      // A stylesheet loaded at run time goes before the styles a prerendered page arrived with
      // (scripts/lib/prerender.mjs), which hold the same rules in the page's order: appended after them, the
      // shell's sheet would briefly win over the remote's rules it precedes there, and the page would move.
      cssExtract: { pluginOptions: { insert: insertBeforePrerenderedStyles } },
      // A production remote is only its federation entry: the standalone frame is for `npm run dev`.
      htmlPlugin: !(isRemote && isProduction),
      rspack: (config) => {
        if (isRemote && isProduction && config.entry && typeof config.entry === 'object') {
          delete (config.entry as Record<string, unknown>).index;
        }
        const splitChunks = config.optimization?.splitChunks;
        if (isProduction && splitChunks) {
          // The shared modules every start of the shell (or of a remote's pages) needs in one chunk: one request
          // instead of a chain of tiny ones, each found only after the previous one ran. What only some pages load
          // gets chunks of its own.
          splitChunks.cacheGroups = {
            ...splitChunks.cacheGroups,
            koesterShared: {
              test: isRemote ? REMOTE_STARTUP_SHARED_MODULE : STARTUP_SHARED_MODULE,
              name: 'koester-shared',
              chunks: 'async',
              enforce: true,
              priority: 50,
            },
          };
        }
        return config;
      },
    },
    html: {
      template: fileURLToPath(new URL('./index.html', import.meta.url)),
      title: options.title,
      // Dev only: React Refresh in a remote reaches the host only when a devtools hook exists
      // before React loads (the host's React registers with it).
      tags: [
        ...(isRemote ? [] : [{ tag: 'script', head: true, append: false, children: bootScript() }]),
        ...(isProduction
          ? []
          : [
              {
                tag: 'script',
                head: true,
                append: false,
                children:
                  'window.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= { renderers: new Map(), supportsFiber: true, inject() { return 1; }, onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {} };',
              },
            ]),
      ],
      favicon: fileURLToPath(new URL('../../../shared/src/assets/favicon.svg', import.meta.url)),
      meta: {
        viewport: 'width=device-width, initial-scale=1',
        description:
          'Koester reminds you of birthdays and anniversaries, keeps your gift ideas and wishlists in one place, and suggests personal gifts.',
        'theme-color': '#fbf6ef',
      },
    },
    output: {
      assetPrefix: isRemote ? 'auto' : '/',
      distPath: { root: path.join(options.root, 'dist') },
    },
    server: {
      port: appPort(options.name),
      strictPort: true,
      cors: { origin: '*' },
      historyApiFallback: true,
      // In dev every app serves the local runtime config, with each remote's routes.json read afresh from its
      // folder; production gets it at deploy time.
      setup: ({ server }) => {
        server.middlewares.use('/runtime-config.json', (_req, res) => {
          res.setHeader('Cache-Control', 'no-cache');
          try {
            const body = JSON.stringify(localRuntimeConfig());
            res.setHeader('Content-Type', 'application/json');
            res.end(body);
          } catch (error) {
            res.statusCode = 500;
            res.setHeader('Content-Type', 'text/plain; charset=utf-8');
            res.end((error as Error).message);
          }
        });
      },
    },
    dev: {
      assetPrefix: isRemote ? 'auto' : '/',
      // Lazy compilation splits the build in two, which federation chunks do not survive.
      lazyCompilation: false,
    },
    performance: {
      chunkSplit: { strategy: 'split-by-experience' },
    },
  };
}
