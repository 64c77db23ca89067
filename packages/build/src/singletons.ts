import { readFileSync } from 'node:fs';

/**
 * The one list of libraries that every federation config shares as singletons.
 * A second copy of any of these breaks the site: two Reacts break hooks, two
 * zustand stores split the session, two i18next instances split the language,
 * two TanStack Query copies give each remote its own context and cache.
 */
const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'zustand',
  'i18next',
  'react-i18next',
  'aws-amplify',
  // Never eager and never imported by the shell: only remotes that fetch load it (see SHELL_EAGER).
  '@tanstack/react-query',
  '@koester/shared',
  '@koester/contract',
] as const;

/**
 * Subpath imports that must resolve to the same singleton. A key ending in "/"
 * shares every subpath of that package (each one becomes its own shared module).
 */
const SINGLETON_SUBPATHS = [
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom/client',
  'zustand/middleware',
  'aws-amplify/',
  '@koester/shared/',
  '@koester/contract/',
] as const;

/**
 * Packages shared with Module Federation's tree shaking, with the exports the
 * site may use (react-router: about 14 KB gzip instead of 58 KB). Every config
 * declares the same lists, so no consumer needs an export the provider left
 * out; the linter refuses any other import from these packages.
 */
const TREE_SHAKEN_EXPORTS = JSON.parse(
  readFileSync(new URL('./tree-shaken-exports.json', import.meta.url), 'utf8'),
) as Record<string, string[] | string>;

interface SharedEntry {
  singleton: true;
  eager?: boolean;
  requiredVersion: string | false;
  strictVersion: false;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

const sharedPackageJson = JSON.parse(
  readFileSync(new URL('../../../shared/package.json', import.meta.url), 'utf8'),
) as {
  dependencies: Record<string, string>;
};
/** The workspace's own packages that apps import at run time: shared by subpath, with no root export. */
const OWN_PACKAGES = new Set<string>(['@koester/shared', '@koester/contract']);

/**
 * The range a consumer asks of a shared library. The workspace's own packages ask for any version (`false`, which the
 * bundler writes as "*"): they are built from this one repository at one version, and a singleton's check only warns
 * (strictVersion is off). For a real range the federation runtime runs about ten regular expressions each time it
 * hands out a shared module; for "*", one. A page's start hands out some fifty modules of our own: sixty full checks
 * took 8 ms on a cold start in Node on a slow machine, about 30 ms at Lighthouse's fourfold slowdown
 * (docs/decisions.md, "Measured a sixth time"). Libraries from the registry keep their range, so a remote built
 * against another major version of one still warns.
 */
function versionRange(pkg: string): string | false {
  if (OWN_PACKAGES.has(pkg)) return false;
  const range = sharedPackageJson.dependencies[pkg];
  if (!range) throw new Error(`${pkg} is shared but not a dependency of @koester/shared`);
  return range;
}

/**
 * What the shell bundles into its first script instead of fetching as separate
 * shared chunks (production): the libraries and shared modules every first
 * paint needs, so the page does not wait on a chain of small requests. Not the
 * tree-shaken packages (the runtime refuses eager plus tree shaking) and never
 * aws-amplify or the auth code, which load only for a signed-in user.
 */
const SHELL_EAGER = new Set(['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', 'zustand', 'i18next']);

/**
 * The `shared` option for every federation config (shell and remotes alike).
 * Tree shaking applies to production builds; it breaks hot reload in dev.
 */
export function sharedSingletons({
  treeShaking,
  eager = false,
}: {
  treeShaking: boolean;
  /** The shell's production build: bundle SHELL_EAGER into its first script. */
  eager?: boolean;
}): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const pkg of SINGLETON_PACKAGES) {
    // The workspace's own packages have no root export: only their subpaths are shared.
    if (!OWN_PACKAGES.has(pkg)) {
      shared[pkg] = { singleton: true, requiredVersion: versionRange(pkg), strictVersion: false };
    }
    const usedExports = TREE_SHAKEN_EXPORTS[pkg];
    if (treeShaking && Array.isArray(usedExports)) {
      shared[pkg] = { ...shared[pkg]!, treeShaking: { mode: 'runtime-infer', usedExports } };
    }
  }
  for (const subpath of SINGLETON_SUBPATHS) {
    const pkg = SINGLETON_PACKAGES.find((p) => subpath.startsWith(`${p}/`));
    if (!pkg) throw new Error(`${subpath} is not under a singleton package`);
    shared[subpath] = { singleton: true, requiredVersion: versionRange(pkg), strictVersion: false };
  }
  if (!eager) return shared;
  for (const key of SHELL_EAGER) shared[key] = { ...shared[key]!, eager: true };
  return shared;
}
