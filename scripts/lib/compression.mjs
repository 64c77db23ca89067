// The encodings a static server sends: the build's Brotli copy of a file when there is one, gzip (kept in memory)
// for other text, and a page rendered for one request compressed on the spot.
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);
const gzipCache = new Map();

/**
 * A file gzipped, from memory while the file is unchanged.
 * @param {string} file @param {number} mtimeMs
 */
export async function gzipped(file, mtimeMs) {
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
export async function precompressed(found) {
  const file = `${found.file}.br`;
  const info = await stat(file).catch(() => null);
  return info?.isFile() && info.mtimeMs >= found.info.mtimeMs ? { file, size: info.size } : null;
}

/**
 * Whether an Accept-Encoding header accepts `coding` (listed, or `*`, without `q=0`).
 * @param {string} header
 * @param {string} coding
 */
export function acceptsEncoding(header, coding) {
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

/**
 * A page rendered for this request, compressed now, quickly (the answer is small and not kept), as the request
 * accepts it: its encoding (null: none) and body.
 * @param {Buffer} body
 * @param {string} accepted the request's Accept-Encoding
 * @returns {[string | null, Buffer]}
 */
export function compressedNow(body, accepted) {
  if (acceptsEncoding(accepted, 'br'))
    return ['br', brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })];
  if (acceptsEncoding(accepted, 'gzip')) return ['gzip', gzipSync(body, { level: 6 })];
  return [null, body];
}
