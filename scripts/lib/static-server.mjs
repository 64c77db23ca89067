// A small static server that behaves like the CDN in front of each app:
// hashed assets immutable, manifests/HTML/runtime config revalidated, CORS for remotes,
// Brotli for the scripts and stylesheets the build compressed ahead, gzip for other text, prerendered pages in
// the visitor's language (page-variants.mjs), and the SPA fallback to
// index.html for client routes nothing was prerendered for.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { matchPattern } from '@koester/contract/routes/route-pattern.mjs';
import { keepsSignIn } from '@koester/contract/session/signed-in-cookie.mjs';
import { allowedHosts as defaultAllowedHosts, isAllowedHost } from './allowed-hosts.mjs';
import { PAGES_DIR, isPrerenderedQuery, pageCandidates, pageLanguage } from './page-variants.mjs';
import { COMMON_SECURITY_HEADERS } from './security-headers.mjs';

export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);
const gzipCache = new Map();

/** Cache policy: content-hashed files under static/ never change; everything else revalidates. */
function cacheControl(relativePath) {
  return relativePath.startsWith('static/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

async function gzipped(file, mtimeMs) {
  const cached = gzipCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.body;
  const body = gzipSync(await readFile(file), { level: 9 });
  gzipCache.set(file, { mtimeMs, body });
  return body;
}

/**
 * The build's Brotli copy of a file (`<file>.br`, packages/build/src/precompress.ts), when there is one at least as
 * new as the file itself: a copy older than its file belongs to another build and is never sent.
 */
async function precompressed(found) {
  const file = `${found.file}.br`;
  const info = await stat(file).catch(() => null);
  return info?.isFile() && info.mtimeMs >= found.info.mtimeMs ? { file, size: info.size } : null;
}

async function findFile(root, pathname, spaFallback) {
  const relative = path.normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  if (relative.startsWith('..')) return null;
  const candidate = path.join(root, relative);
  const info = await stat(candidate).catch(() => null);
  if (info?.isFile()) return { file: candidate, relative, info };
  if (info?.isDirectory()) {
    const index = path.join(candidate, 'index.html');
    const indexInfo = await stat(index).catch(() => null);
    if (indexInfo?.isFile()) return { file: index, relative: path.join(relative, 'index.html'), info: indexInfo };
  }
  // Client routes (no file extension) get the app's HTML.
  if (spaFallback && !path.extname(relative)) {
    const index = path.join(root, 'index.html');
    const indexInfo = await stat(index).catch(() => null);
    if (indexInfo?.isFile()) return { file: index, relative: 'index.html', info: indexInfo };
  }
  return null;
}

/** The declared routes of a runtime config file, re-read when the file changes (a deploy rewrites it). */
function declaredRoutes(runtimeConfigFile) {
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
async function findPage(pagesDir, pathname, req, routes) {
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
async function pageWithData(renderer, page, pathname, req, routes) {
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
  return html === null ? null : Buffer.from(html);
}

/**
 * Whether an Accept-Encoding header accepts `coding` (listed, or `*`, without `q=0`).
 * @param {string} header
 * @param {string} coding
 */
function acceptsEncoding(header, coding) {
  const listed = new Map(
    header
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([name]) => name)
      .map(([name, ...params]) => {
        const q = params.find((p) => p.startsWith('q='));
        return [name, q ? Number(q.slice(2)) : 1];
      }),
  );
  const q = listed.get(coding) ?? listed.get('*') ?? 0;
  return q > 0;
}

/** Whether a request path has a malformed %-escape (which names no file: 400, not a crash). */
function isMalformed(pathname) {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * Serves `root` on `port`, on loopback unless `host` says otherwise.
 * @param {{ root: string, port: number, host?: string, allowedHosts?: string[], allowedOrigins?: string[],
 *           spaFallback?: boolean, runtimeConfigFile?: string, pagePolicy?: () => Promise<string>,
 *           intercept?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean,
 *           renderer?: { render: (request: object) => Promise<string | null> } }} options
 *   allowedHosts: the Host headers answered, others get 421 (default: the loopback names with the port);
 *   allowedOrigins: the origins that may read these files from a page (a remote's: the shell's origins);
 *   runtimeConfigFile is served as /runtime-config.json (read on every request: a deploy rewrites it);
 *   pagePolicy gives the Content-Security-Policy of HTML pages; intercept may answer a request itself (returns true);
 *   renderer renders the pages of routes that ask for it with their data, at request time (render-on-request.mjs)
 * @returns {Promise<http.Server>}
 */
export function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
  allowedHosts = defaultAllowedHosts(port, {}),
  allowedOrigins = [],
  spaFallback = true,
  runtimeConfigFile,
  pagePolicy,
  intercept,
  renderer,
}) {
  // The shell's server (the one with the runtime config) answers page addresses with the prerendered HTML kept
  // beside that file.
  const routes = runtimeConfigFile ? declaredRoutes(runtimeConfigFile) : null;
  const pagesDir = runtimeConfigFile ? path.join(path.dirname(runtimeConfigFile), PAGES_DIR) : '';
  const server = http.createServer(async (req, res) => {
    try {
      for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) res.setHeader(name, value);
      // A name this server does not go by: most likely DNS rebinding (see allowed-hosts.mjs). Nothing is served.
      if (!isAllowedHost(req.headers.host, allowedHosts)) {
        res.writeHead(421, { 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-store' }).end('Misdirected request');
        return;
      }
      const origin = req.headers.origin;
      if (origin && allowedOrigins.includes(origin)) {
        res.setHeader('Access-Control-Allow-Origin', origin);
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      }
      if (intercept?.(req, res)) return;
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
        return;
      }
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      if (isMalformed(pathname)) {
        res.writeHead(400, { 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-store' }).end('Bad request');
        return;
      }
      if (runtimeConfigFile && pathname === '/runtime-config.json') {
        const body = await readFile(runtimeConfigFile).catch(() => null);
        if (!body) {
          res.writeHead(503, { 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-store' }).end('Not deployed yet');
          return;
        }
        res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      const page = routes && !path.extname(pathname) ? await findPage(pagesDir, pathname, req, routes) : null;
      const found = page ?? (await findFile(root, pathname, spaFallback));
      if (!found) {
        res.writeHead(404, { 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-cache' }).end('Not found');
        return;
      }
      const ext = path.extname(found.file);
      const headers = {
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': cacheControl(found.relative.split(path.sep).join('/')),
        'Last-Modified': found.info.mtime.toUTCString(),
        Vary: [
          ...(allowedOrigins.length ? ['Origin'] : []),
          // A page's language follows ?lang=, the cookie and Accept-Language: caches keep one copy per choice.
          ...(page ? ['Cookie', 'Accept-Language'] : []),
          'Accept-Encoding',
        ].join(', '),
        ...(page ? { 'Content-Language': page.language } : {}),
        ...(ext === '.html' && pagePolicy
          ? { 'Content-Security-Policy': await pagePolicy(), 'X-Frame-Options': 'DENY' }
          : {}),
      };
      const accepted = req.headers['accept-encoding'] ?? '';
      const withData = page ? await pageWithData(renderer, page, pathname, req, routes) : null;
      if (withData) {
        // Rendered for this request: compressed now, quickly (the answer is small and not kept).
        const [encoding, body] = acceptsEncoding(accepted, 'br')
          ? ['br', brotliCompressSync(withData, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })]
          : acceptsEncoding(accepted, 'gzip')
            ? ['gzip', gzipSync(withData, { level: 6 })]
            : [null, withData];
        delete headers['Last-Modified'];
        res.writeHead(200, {
          ...headers,
          // For this visitor's kind of request only: a shared cache that ignored Vary: Cookie must not keep it.
          'Cache-Control': 'private, no-cache',
          ...(encoding ? { 'Content-Encoding': encoding } : {}),
          'Content-Length': body.length,
        });
        res.end(body);
        return;
      }
      const brotli = acceptsEncoding(accepted, 'br') ? await precompressed(found) : null;
      if (brotli) {
        res.writeHead(page?.status ?? 200, { ...headers, 'Content-Encoding': 'br', 'Content-Length': brotli.size });
        if (req.method === 'HEAD') res.end();
        else createReadStream(brotli.file).pipe(res);
        return;
      }
      if (COMPRESSIBLE.has(ext) && acceptsEncoding(accepted, 'gzip')) {
        const body = await gzipped(found.file, found.info.mtimeMs);
        res.writeHead(page?.status ?? 200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      res.writeHead(page?.status ?? 200, { ...headers, 'Content-Length': found.info.size });
      if (req.method === 'HEAD') res.end();
      else createReadStream(found.file).pipe(res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end('Server error');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
