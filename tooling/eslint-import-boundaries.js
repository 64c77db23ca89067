// ESLint rule "koester/import-boundaries": the micro-frontend rules of the house.
//  - a remote imports its own files, the shared package and libraries; never another remote or the shell;
//  - the shell reaches remotes only through the federation runtime, never by import;
//  - the shared package imports nothing app-level, and reaches the modules it exports through "@koester/shared/…"
//    so that Module Federation hands every app the same singleton instance (a module it does not export is private
//    to its importers, stateless, and imported relatively: it needs no entry in every app's share list);
//  - the workspace's packages by audience: contract (what browser and services agree on) imports no other of them;
//    shared (the browser's runtime) only contract; build (tooling) contract; server (the services' plumbing) build
//    and contract; an app's code never imports build or server, and no shipped code imports a testing/ entry;
//  - react-hot-toast is used only through the shared toast module (one toast store per page);
//  - tree-shaken singletons (react-router, react-i18next) are imported only by the names they share.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
// The remotes are whatever the registry lists: a new remote is covered by its one line in apps.json.
const REMOTES = JSON.parse(readFileSync(path.join(ROOT, 'apps.json'), 'utf8')).remotes.map((r) => r.name);
const APP_PACKAGES = new RegExp(`^@koester/(shell|e2e|${REMOTES.join('|')})(/|$)`);

/** Which part of the repository a file belongs to. */
function zoneOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep);
  if (rel[0] === 'remotes' && rel[1]) return `remote:${rel[1]}`;
  if (rel[0] === 'shell' || rel[0] === 'shared' || rel[0] === 'e2e') return rel[0];
  if (rel[0] === 'packages' && rel[1]) return rel[1];
  return 'other';
}

function targetZone(specifier, fromFile) {
  if (specifier.startsWith('.')) return zoneOf(path.resolve(path.dirname(fromFile), specifier));
  const match = APP_PACKAGES.exec(specifier);
  if (match) return match[1] === 'shell' || match[1] === 'e2e' ? match[1] : `remote:${match[1]}`;
  const own = /^@koester\/(shared|contract|build|server)\//.exec(specifier);
  if (own) return own[1];
  return 'package';
}

/** Which of the workspace's own packages each package's shipped code may import (besides its own files). */
const PACKAGE_IMPORTS = {
  contract: ['contract'],
  build: ['build', 'contract'],
  server: ['server', 'build', 'contract'],
  shared: ['shared', 'contract'],
};

/** What the shared package exports by name: federation shares each as one instance. The rest is private to it. */
const SHARED_EXPORTS = new Set(
  Object.keys(JSON.parse(readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')).exports).map((key) =>
    key.slice(2),
  ),
);

/** Whether a relative import from a shared file names a module the package exports (so must be imported by name). */
function namesExportedModule(specifier, fromFile) {
  const target = path.relative(path.join(ROOT, 'shared/src'), path.resolve(path.dirname(fromFile), specifier));
  return SHARED_EXPORTS.has(
    target
      .replace(/\.(tsx?|mjs)$/, '')
      .split(path.sep)
      .join('/'),
  );
}

const ASSET = /\.(css|json|svg|png|woff2?)$/;
const TREE_SHAKEN = JSON.parse(readFileSync(path.join(ROOT, 'packages/build/src/tree-shaken-exports.json'), 'utf8'));

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries between the shell, the remotes and the shared package' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = zoneOf(file);
    const isTest = /\.test\.tsx?$/.test(file);
    const rel = path.relative(ROOT, file).split(path.sep);
    // Code that ships: an app's or package's src (not its tests or test helpers), and the services' src.
    const ships = !isTest && rel.includes('src') && !rel.includes('testing');

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const to = targetZone(specifier, file);
      const report = (message) => context.report({ node, message });
      if (
        specifier === 'react-hot-toast' &&
        !file.includes(`${path.sep}shared${path.sep}src${path.sep}toast${path.sep}`)
      ) {
        report("Use toast from '@koester/shared/toast/toast' so every app shares the shell's Toaster.");
      }
      if (ships && /^@koester\/[a-z]+\/testing\//.test(specifier))
        report("Test helpers (a package's testing/ entry) are for tests only.");
      if (ships && (from.startsWith('remote:') || from === 'shell') && (to === 'build' || to === 'server'))
        report(`An app's code never imports the ${to} package: it is for build configs and services.`);
      const allowed = PACKAGE_IMPORTS[from];
      if (allowed && ships && to !== 'package' && to !== 'other' && !allowed.includes(to))
        report(`The ${from} package may import only ${allowed.join(', ')} of the workspace's packages.`);
      if (from.startsWith('remote:')) {
        if (to === 'shell') report('A remote never imports the shell; use URLs and the shared session store.');
        else if (to.startsWith('remote:') && to !== from)
          report(`A remote never imports another remote (${to.slice(7)}).`);
      } else if (from === 'shell') {
        if (to.startsWith('remote:')) report('The shell reaches remotes only through the federation runtime.');
      } else if (from === 'contract') {
        if (specifier.startsWith('.') && !ASSET.test(specifier) && !isTest)
          report(
            "Import contract modules as '@koester/contract/…', not relatively: federation shares them by that name.",
          );
      } else if (from === 'shared') {
        if (to.startsWith('remote:') || to === 'shell' || to === 'e2e')
          report('The shared package imports nothing app-level.');
        else if (
          specifier.startsWith('.') &&
          !ASSET.test(specifier) &&
          !isTest &&
          namesExportedModule(specifier, file)
        ) {
          report(
            "Import shared modules as '@koester/shared/…', not relatively: federation shares them by that name, and a relative import would create a second instance.",
          );
        }
      }
    }

    // Only the listed exports of a tree-shaken singleton exist in the shell's copy.
    function checkTreeShaken(node) {
      const allowed = TREE_SHAKEN[node.source.value];
      if (!Array.isArray(allowed)) return;
      for (const spec of node.specifiers) {
        const name = spec.type === 'ImportSpecifier' ? spec.imported.name : null;
        if (!name || !allowed.includes(name)) {
          context.report({
            node: spec,
            message: `${name ?? 'This import'} is not in the shared ${node.source.value} exports (packages/build/src/tree-shaken-exports.json); add it there first.`,
          });
        }
      }
    }

    return {
      ImportDeclaration: (node) => {
        check(node, node.source.value);
        checkTreeShaken(node);
      },
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};
