// The pages a static server with the runtime config answers addresses with: the prerendered page in the visitor's
// language (page-variants.mjs), or that page rendered with its data for this request (render-on-request.mjs).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { matchPattern } from '@koester/contract/routes/route-pattern.mjs';
import { keepsSignIn } from '@koester/contract/session/signed-in-cookie.mjs';
import { isPrerenderedQuery, pageCandidates, pageLanguage } from './page-variants.mjs';

/** The declared routes of a runtime config file, re-read when the file changes (a deploy rewrites it). */
export function declaredRoutes(runtimeConfigFile) {
  let cached = { mtimeMs: -1, routes: /** @type {import('./page-variants.mjs').DeclaredRoute[]} */ ([]) };
  return async () => {
    const info = await stat(runtimeConfigFile).catch(() => null);
    if (!info) return [];
    if (info.mtimeMs !== cached.mtimeMs) {
      const config = JSON.parse(await readFile(runtimeConfigFile, 'utf8'));
      const routes = Object.values(config.remotes ?? {}).flatMap((remote) =>
        typeof remote === 'object' && Array.isArray(remote.routes) ? remote.routes : [],
      );
      cached = { mtimeMs: info.mtimeMs, routes };
    }
    return cached.routes;
  };
}

/**
 * The prerendered page that answers a request for an address, in the visitor's language, with its status (404 for
 * an address no route serves), or null when there is none or the query string asks for something else than the
 * page as rendered (the app's index.html renders it in the browser).
 */
export async function findPage(pagesDir, pathname, req, routes) {
  const { search } = new URL(req.url ?? '/', 'http://localhost');
  if (!isPrerenderedQuery(search)) return null;
  const language = pageLanguage({
    search,
    cookie: req.headers.cookie,
    acceptLanguage: req.headers['accept-language'],
  });
  const { files, notFound } = pageCandidates(pathname, await routes(), language);
  for (const relative of files) {
    const file = path.join(pagesDir, relative);
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return { file, relative, info, status: notFound ? 404 : 200, language };
  }
  return null;
}

/**
 * The page for a request rendered with its data (render-on-request.mjs), when its route asks for that and the
 * browser keeps no sign-in; null otherwise (the prerendered page answers).
 * @param {{ render: (request: object) => Promise<string | null> } | undefined} renderer
 * @param {{ file: string, status: number, language: string }} page
 * @param {string} pathname
 * @param {http.IncomingMessage} req
 * @param {() => Promise<{ path: string, data?: string[], renderOnRequest?: boolean }[]>} routes
 */
export async function pageWithData(renderer, page, pathname, req, routes) {
  if (!renderer || page.status !== 200 || req.method !== 'GET' || keepsSignIn(req.headers.cookie)) return null;
  const declared = await routes();
  const pattern = matchPattern(
    declared.map((route) => route.path),
    pathname,
  );
  const route = declared.find((candidate) => candidate.path === pattern);
  if (!route?.renderOnRequest || !route.data) return null;
  const html = await renderer.render({
    pathname,
    route,
    language: page.language,
    templateFile: page.file,
    client: req.socket.remoteAddress ?? '',
  });
  return html;
}
