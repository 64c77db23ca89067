// A small static server that behaves like the CDN in front of each app:
// hashed assets immutable, manifests/HTML/runtime config revalidated, CORS for remotes,
// Brotli for the scripts and stylesheets the build compressed ahead, gzip for other text, prerendered pages in
// the visitor's language (page-variants.mjs), and the SPA fallback to
// index.html for client routes nothing was prerendered for.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { allowedHosts as defaultAllowedHosts, isAllowedHost } from './allowed-hosts.mjs';
import { acceptsEncoding, COMPRESSIBLE, compressedPage, gzipped, precompressed } from './compression.mjs';
import { PAGES_DIR } from './page-variants.mjs';
import { COMMON_SECURITY_HEADERS } from './security-headers.mjs';
import { declaredRoutes, findPage, pageWithData } from './served-pages.mjs';
import { cacheControl, findFile, TYPES } from './static-files.mjs';

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
 *   runtimeConfigFile is served as /runtime-config.json (looked at on every request: a deploy rewrites it);
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
        // Asked for by every page before its first paint, beside the page's font: gzip makes it a seventh of its size.
        const gzip = acceptsEncoding(req.headers['accept-encoding'] ?? '', 'gzip');
        const info = await stat(runtimeConfigFile).catch(() => null);
        const body = !info?.isFile()
          ? null
          : await (gzip ? gzipped(runtimeConfigFile, info.mtimeMs) : readFile(runtimeConfigFile)).catch(() => null);
        if (!body) {
          res.writeHead(503, { 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-store' }).end('Not deployed yet');
          return;
        }
        res.writeHead(200, {
          'Content-Type': TYPES['.json'],
          'Cache-Control': 'no-cache',
          Vary: 'Accept-Encoding',
          ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
          'Content-Length': body.length,
        });
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
        const [encoding, body] = await compressedPage(withData, accepted);
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
