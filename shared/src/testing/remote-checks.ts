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
 * What is wrong with a remote as a whole, for its one test: a text missing in a language, a declaration that
 * would be refused at deploy, a declared route without a page or a page no route reaches.
 */
export function remoteProblems({ name, declaration, texts, paths }: RemoteParts): string[] {
  const problems = missingTranslations(texts).map((key) => `text missing: ${key}`);
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
