#!/usr/bin/env node
// The site's map: every page with its remote and page file, every card a remote puts on another remote's page
// with the file it exposes, every API route with its handler file and the repositories that file uses. Read from
// the remotes' routes.json, routes modules and rsbuild configs and from the API's own route list (Fastify's, as
// the running API registers it), never from a table kept by hand.
//   npm run routes                 print the map
//   npm run routes -- --write      write it into README.md (between the routes markers)
//   npm run routes -- --check      fail when README.md's copy is stale (npm run lint:repo runs this)
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { uiCards, uiRoutes } from './lib/ui-routes.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const README = path.join(ROOT, 'README.md');
const START = '<!-- routes:start -->';
const END = '<!-- routes:end -->';

/** @returns {{ method: string, url: string, file: string, repositories: string[] }[]} */
function apiRoutes() {
  const out = execFileSync('npm', ['run', '--silent', 'routes', '-w', '@koester/api'], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out);
}

/** Rows as aligned columns. @param {string[][]} rows */
function columns(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function map() {
  const pages = [['Page', 'Remote', 'Page file'], ...uiRoutes().map((r) => [r.path, r.remote, r.page])];
  const cards = [
    ['Card slot', 'Order', 'Remote', 'Module', 'Card file'],
    ...uiCards().map((c) => [c.slot, String(c.order), c.remote, c.module, c.file]),
  ];
  const api = [
    ['API route', 'Handler file', 'Repositories'],
    ...apiRoutes().map((r) => [`${r.method} ${r.url}`, r.file, r.repositories.join(', ') || '-']),
  ];
  return [pages, cards, api].map((rows) => `\`\`\`text\n${columns(rows)}\n\`\`\``).join('\n\n');
}

const text = map();
const readme = readFileSync(README, 'utf8');
const [before, rest] = readme.split(START);
const after = rest?.split(END)[1];
if (after === undefined) throw new Error(`README.md has no ${START} … ${END} section`);
const next = `${before}${START}\n\n${text}\n\n${END}${after}`;
if (process.argv.includes('--write')) writeFileSync(README, next);
else if (process.argv.includes('--check')) {
  if (next !== readme) {
    console.error('README.md: the route map is stale; run npm run routes -- --write');
    process.exit(1);
  }
} else console.log(text);
