#!/usr/bin/env node
// Creates a new remote under remotes/<name> and adds its line to the registry (apps.json).
//   node scripts/new-remote.mjs <name> --port <port> --route /path [--route /other/:id …] [--nav /path …]
// The remote declares its routes (and, with --nav, navbar links) in its own routes.json; it builds, runs alone
// (npm run dev in its folder) and, once deployed, the running shell serves it with no change to the shell.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string' },
    route: { type: 'string', multiple: true },
    nav: { type: 'string', multiple: true, default: [] },
  },
});
const name = positionals[0];
if (!name || !/^[a-z][a-z0-9]*$/.test(name) || !values.port || !values.route?.length) {
  console.error(
    'usage: node scripts/new-remote.mjs <name (a-z0-9)> --port <port> --route /path [--route …] [--nav /path …]',
  );
  process.exit(2);
}
const unrouted = values.nav.filter((p) => !values.route.includes(p) || p.includes(':'));
if (unrouted.length) {
  console.error(`--nav takes routes of the remote without parameters: ${unrouted.join(', ')}`);
  process.exit(2);
}
const dir = path.join(root, 'remotes', name);
if (existsSync(dir)) {
  console.error(`remotes/${name} exists already`);
  process.exit(1);
}

// "/blog/:slug" → ["blog", "slug"]; "/forgot-password" → ["forgot", "password"]
const words = (route) =>
  route
    .split('/')
    .filter(Boolean)
    .map((s) =>
      s
        .replace(/^:/, '')
        .replace(/([a-z])([A-Z])/g, '$1-$2')
        .toLowerCase(),
    )
    .flatMap((s) => s.split('-'));
const pageKey = (route) => {
  const w = words(route);
  if (w.length === 0) return 'home';
  return w.map((s, i) => (i === 0 ? s : s[0].toUpperCase() + s.slice(1))).join('');
};
const pageFile = (route) => (words(route).join('-') || 'home') + '-page';
const componentName = (route) => pageKey(route)[0].toUpperCase() + pageKey(route).slice(1) + 'Page';
const title = (route) => (words(route).join(' ') || name).replace(/^./, (c) => c.toUpperCase());

const write = (file, text) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};
const shared = JSON.parse(readFileSync(path.join(root, 'shared/package.json'), 'utf8'));
const build = JSON.parse(readFileSync(path.join(root, 'packages/build/package.json'), 'utf8'));
const deps = Object.fromEntries(
  ['aws-amplify', 'i18next', 'react', 'react-i18next', 'zustand'].map((d) => [d, shared.dependencies[d]]),
);
write(
  'package.json',
  JSON.stringify(
    {
      name: `@koester/${name}`,
      version: '0.1.0',
      private: true,
      type: 'module',
      scripts: {
        dev: 'rsbuild dev',
        build: 'rsbuild build',
        preview: 'rsbuild preview',
        lint: "eslint . && prettier --check src '*.{ts,json}' --log-level warn",
        typecheck: 'tsc --noEmit',
        test: 'vitest run --passWithNoTests',
      },
      dependencies: { '@koester/shared': `^${shared.version}`, ...deps },
      devDependencies: { '@koester/build': `^${build.version}` },
    },
    null,
    2,
  ) + '\n',
);
// The layout every remote keeps (docs/layout.md): api/, components/, pages/, model/, stores/, i18n/, each folder
// starting with a note on what belongs there and which file of the site is its model.
const templates = path.join(root, 'scripts/templates/remote');
const template = (file) => readFileSync(path.join(templates, file), 'utf8').replaceAll('__NAME__', name);
for (const file of readdirSync(templates, { recursive: true })) {
  if (statSync(path.join(templates, file)).isFile() && file !== path.join('src', 'page.tsx'))
    write(file, template(file));
}
const [first, ...rest] = values.route;
write(
  'src/routes.tsx',
  `import { createRemoteRoutes } from '@koester/shared/federation/create-remote-routes';
import { registerNamespace } from '@koester/shared/i18n/i18n';
${rest.length ? "import { lazyPage } from '@koester/shared/ui/lazy-page';\n" : ''}import en from './i18n/en.json';
import fr from './i18n/fr.json';
import nl from './i18n/nl.json';
import { ${componentName(first)} } from './pages/${pageFile(first)}';

registerNamespace('${name}', { nl, en, fr });

const remote = createRemoteRoutes({
  name: '${name}',
  release: __KOESTER_RELEASE__,
  pages: {
    '${first}': ${componentName(first)},
${rest
  .map((r) => `    '${r}': lazyPage(async () => (await import('./pages/${pageFile(r)}')).${componentName(r)}),`)
  .join('\n')}
  },
});

export default remote.default;
export const paths = remote.paths;
`,
);
for (const route of values.route) {
  const page = template(path.join('src', 'page.tsx'))
    .replaceAll('__ROUTE__', route)
    .replaceAll('TemplatePage', componentName(route))
    .replaceAll('__KEY__', pageKey(route));
  write(`src/pages/${pageFile(route)}.tsx`, page);
}
const texts = Object.fromEntries(values.route.map((r) => [pageKey(r), { title: title(r), intro: title(r) }]));
for (const lang of ['nl', 'en', 'fr']) write(`src/i18n/${lang}.json`, JSON.stringify(texts, null, 2) + '\n');
const inEveryLanguage = (text) => ({ nl: text, en: text, fr: text });
write(
  'routes.json',
  JSON.stringify(
    {
      $comment: `What ${name} serves and the links it adds to the shell's frame; see README, 'Adding a page'.`,
      routes: values.route.map((route) => ({ path: route, title: inEveryLanguage(title(route)) })),
      links: values.nav.map((route, i) => ({ path: route, label: inEveryLanguage(title(route)), order: 200 + i })),
    },
    null,
    2,
  ) + '\n',
);

const registryFile = path.join(root, 'apps.json');
const registry = JSON.parse(readFileSync(registryFile, 'utf8'));
registry.remotes.push({ name, port: Number(values.port) });
writeFileSync(registryFile, JSON.stringify(registry, null, 2) + '\n');
console.log(
  `remotes/${name} created; translate src/i18n/*.json and routes.json, then npm install to link the workspace.`,
);
