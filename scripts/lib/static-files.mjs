// Where a file a static server sends is on disk (an app's own file, its folder's index.html, or the app's HTML for a
// client route), its type, and how long a browser or the CDN may keep it.
import { stat } from 'node:fs/promises';
import path from 'node:path';

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

/** Cache policy: content-hashed files under static/ never change; everything else revalidates. */
export function cacheControl(relativePath) {
  return relativePath.startsWith('static/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The file that answers a path under `root`, or null; `spaFallback`: an address without an extension (a client route)
 * gets the app's index.html.
 * @param {string} root @param {string} pathname @param {boolean} spaFallback
 */
export async function findFile(root, pathname, spaFallback) {
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
