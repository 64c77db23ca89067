import { readdirSync } from 'node:fs';
import path from 'node:path';
import { missingTranslations } from '@koester/shared/i18n/missing-translations';
import type { Language } from '@koester/contract/i18n/languages';
import { parseRouteDeclaration, RouteDeclarationError } from '@koester/build/route-declaration.mjs';

interface RemoteParts {
  name: string;
  /** The parsed routes.json of the remote. */
  declaration: unknown;
  /** The remote's own i18n namespace, per language. */
  texts: Record<Language, object>;
  /** The paths its routes module has pages for. */
  paths: readonly string[];
}

/**
 * The one layout of every remote's src/ (docs/layout.md): server calls in api/ (one file per call, with its query
 * options and hook or mutation), route pages in pages/, everything else they show in components/, rules and
 * plain data in model/, client state in stores/, texts in i18n/ (and long-form content in content/).
 */
const LAYOUT = new Set(['api', 'components', 'pages', 'model', 'stores', 'i18n', 'content']);
const ENTRY_FILES = new Set(['bootstrap.tsx', 'index.ts', 'routes.tsx', 'remote.test.ts']);
/** A route page, its stylesheet or its test. */
const PAGE_FILE = /-page(\.module\.css|\.tsx|s?\.test\.tsx?)$/;

/** What in a remote's src/ folder (the current folder's, as vitest runs in the remote) is out of the layout. */
function layoutProblems(src = path.resolve('src')): string[] {
  const problems: string[] = [];
  for (const entry of readdirSync(src, { withFileTypes: true })) {
    if (entry.isDirectory() ? !LAYOUT.has(entry.name) : !ENTRY_FILES.has(entry.name))
      problems.push(`src/${entry.name} is outside the layout (${[...LAYOUT].join(', ')})`);
  }
  for (const file of readdirSync(path.join(src, 'pages')))
    if (!PAGE_FILE.test(file)) problems.push(`src/pages/${file} is not a route page: it belongs in components/`);
  return problems;
}

/**
 * What is wrong with a remote as a whole, for its one test: a text missing in a language, a declaration that
 * would be refused at deploy, a declared route without a page or a page no route reaches, a file outside the
 * layout.
 */
export function remoteProblems({ name, declaration, texts, paths }: RemoteParts): string[] {
  const problems = missingTranslations(texts).map((key) => `text missing: ${key}`);
  problems.push(...layoutProblems());
  try {
    const declared = parseRouteDeclaration(declaration, name).routes.map((route) => route.path);
    for (const path of declared.filter((p) => !paths.includes(p))) problems.push(`${path} is declared but has no page`);
    for (const path of paths.filter((p) => !declared.includes(p)))
      problems.push(`${path} has a page but is not declared`);
  } catch (error) {
    if (!(error instanceof RouteDeclarationError)) throw error;
    problems.push(...error.problems.map((problem) => `routes.json: ${problem}`));
  }
  return problems;
}
