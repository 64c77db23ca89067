#!/usr/bin/env node
// npm run bench:bundle — after a production build, measures what the browser downloads for the first
// load of / (shell + marketing + shared libraries) as it goes over the wire (Brotli where the build compressed
// ahead, else gzip), and the size of each remote's entry and exposed chunk. Aims (issue "Every public page paints
// like a static page"): at most 150 KB of JS on the wire for the whole first load of / (the page paints from its prerendered HTML; every script after that is hydration), and no
// manifest or entry of a remote other than marketing fetched by that first load.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { readAppsRegistry } from '@koester/build/apps.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { startBenchSite } from './lib/bench-site.mjs';
import { distDir } from './lib/publish.mjs';
import { run } from './lib/run.mjs';

const BUDGET_JS_KB = 150;
const PORT_BASE = Number(process.env.KOESTER_BENCH_PORT_BASE ?? 3200);
const remotes = readAppsRegistry().remotes.map((r) => r.name);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
// Text that only development builds contain.
const DEV_MARKERS = {
  react: 'Each child in a list should have a unique "key" prop',
  'react-dom': 'Cannot update a component (`%s`) while rendering a different component',
  'react-router': 'You rendered descendant <Routes> (or called `useRoutes()`)',
};

await run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);

const site = await startBenchSite(PORT_BASE);

const downloads = [];
const pending = [];
let timings;
let browser;
try {
  // Launched inside the try: a browser that fails to start must not leave the site running.
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  page.on('response', (response) => {
    const url = new URL(response.url());
    pending.push(
      Promise.all([response.body(), response.request().sizes(), response.headerValue('content-encoding')])
        .then(([body, sizes, encoding]) =>
          downloads.push({
            url,
            type: response.request().resourceType(),
            body,
            wire: sizes.responseBodySize,
            encoding,
          }),
        )
        .catch(() => undefined),
    );
  });
  await page.goto(`http://localhost:${PORT_BASE}/`, { waitUntil: 'networkidle' });
  await page.locator(`[data-remote="${site.remoteServing('/')}"] h1`).waitFor();
  await page.waitForTimeout(1000);
  await Promise.all(pending);
  // What the first paint needed: requests started before the landing heading was painted (its LCP).
  timings = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const lcp = entries[entries.length - 1];
          resolve({
            lcp: lcp.renderTime || lcp.loadTime || lcp.startTime,
            starts: performance.getEntriesByType('resource').map((r) => [r.name, r.startTime]),
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
} finally {
  await browser?.close();
  await site.stop();
}

const started = new Map(timings.starts);
const beforePaint = (d) => (started.get(d.url.href) ?? 0) <= timings.lcp;
const { portToApp } = site;
const byKind = (ext) => downloads.filter((d) => d.url.pathname.endsWith(ext));
const allJsFiles = byKind('.js');
const js = allJsFiles.filter(beforePaint);
const deferred = allJsFiles.filter((d) => !beforePaint(d));
const css = byKind('.css').filter(beforePaint);
const jsGz = js.reduce((sum, d) => sum + gz(d.body), 0);
const cssGz = css.reduce((sum, d) => sum + gz(d.body), 0);
const manifests = byKind('mf-manifest.json').map((d) => portToApp.get(Number(d.url.port)));
const home = site.remoteServing('/');
const otherRemotes = manifests.filter((name) => name !== home);
const allJs = js.map((d) => d.body.toString('utf8')).join('\n');
const devBuilds = Object.entries(DEV_MARKERS)
  .filter(([, marker]) => allJs.includes(marker))
  .map(([lib]) => lib);

const deferredGz = deferred.reduce((sum, d) => sum + gz(d.body), 0);
const totalGz = jsGz + deferredGz;
const wire = allJsFiles.reduce((sum, d) => sum + d.wire, 0);
const encodings = [...new Set(allJsFiles.map((d) => d.encoding ?? 'none'))].join(' and ');
console.log(`\nFirst load of / (LCP at ${Math.round(timings.lcp)} ms)`);
console.log(
  `  JS   ${kb(wire).padStart(7)} KB on the wire in ${allJsFiles.length} files, ${encodings}   (aim ≤ ${BUDGET_JS_KB} KB: ${wire / 1024 <= BUDGET_JS_KB ? 'met' : 'MISSED'})`,
);
console.log(`       ${kb(totalGz).padStart(7)} KB as gzip -9 (for comparison with earlier figures)`);
console.log(`  CSS  ${kb(cssGz).padStart(7)} KB in ${css.length} files before the first paint`);
for (const app of new Set(allJsFiles.map((d) => portToApp.get(Number(d.url.port))))) {
  const files = allJsFiles.filter((d) => portToApp.get(Number(d.url.port)) === app);
  console.log(
    `    ${String(app).padEnd(10)} ${kb(files.reduce((s, d) => s + gz(d.body), 0)).padStart(7)} KB JS (${files.length} files)`,
  );
}
console.log(`  of which started before the first paint: ${kb(jsGz)} KB JS in ${js.length} files`);
if (process.argv.includes('--files')) {
  for (const d of [...js, ...deferred].sort((a, b) => b.wire - a.wire)) {
    console.log(
      `    ${kb(d.wire).padStart(6)} KB wire ${kb(gz(d.body)).padStart(6)} KB gzip  ${beforePaint(d) ? 'paint ' : 'idle  '} ${portToApp.get(Number(d.url.port))}${d.url.pathname}`,
    );
  }
}
console.log(
  `  remote manifests fetched: ${manifests.join(', ') || 'none'}${otherRemotes.length ? `   (aim MISSED: only ${home} expected)` : `   (aim met: only ${home})`}`,
);
console.log(
  `  production builds of react, react-dom, react-router: ${devBuilds.length ? `NO (${devBuilds.join(', ')} in development mode)` : 'yes'}`,
);

console.log('\nEach remote (gzip -9)                entry    exposed routes (sync JS + CSS)');
for (const name of remotes) {
  const dist = distDir(name);
  const manifest = JSON.parse(await readFile(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const file = (rel) => readFile(path.join(dist, rel));
  const entry = gz(await file(manifest.metaData.remoteEntry.name));
  const expose = manifest.exposes.find((e) => e.name === 'routes');
  let exposed = 0;
  for (const rel of [...expose.assets.js.sync, ...expose.assets.css.sync]) exposed += gz(await file(rel));
  console.log(`  ${name.padEnd(34)} ${kb(entry).padStart(6)} KB  ${kb(exposed).padStart(6)} KB`);
}
process.exit(otherRemotes.length || devBuilds.length ? 1 : 0);
