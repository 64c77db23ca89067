// The encodings a static server sends: the build's Brotli copy of a file when there is one, gzip (kept in memory)
// for other text, and a page rendered at request time in Brotli made once per page (kept in memory).
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzipSync } from 'node:zlib';

const brotliCompressAsync = promisify(brotliCompress);

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

/** Brotli copies of pages rendered at request time, by their HTML, the one used longest ago dropped first. */
const renderedBrotli = new Map();
const RENDERED_KEPT = 200;

/**
 * A page rendered at request time, compressed as the request accepts it: its encoding (null: none) and body. The
 * renderer keeps a page while its answers stay the same (render-on-request.mjs), so its Brotli copy is made once, at
 * the highest quality (tens of milliseconds, off the main thread): the page then fits the first round trip of a
 * phone's connection where a quick compression may not.
 * @param {string} html
 * @param {string} accepted the request's Accept-Encoding
 * @returns {Promise<[string | null, Buffer]>}
 */
export async function compressedPage(html, accepted) {
  if (acceptsEncoding(accepted, 'br')) {
    let body = renderedBrotli.get(html);
    renderedBrotli.delete(html);
    if (!body) {
      const raw = Buffer.from(html);
      body = brotliCompressAsync(raw, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      });
      const made = body;
      made.catch(() => renderedBrotli.get(html) === made && renderedBrotli.delete(html));
    }
    renderedBrotli.set(html, body);
    while (renderedBrotli.size > RENDERED_KEPT) renderedBrotli.delete(renderedBrotli.keys().next().value);
    const brotli = await body.catch(() => null);
    // Should Brotli fail (memory), the page still goes out, in gzip.
    if (brotli) return ['br', brotli];
  }
  if (acceptsEncoding(accepted, 'gzip')) return ['gzip', gzipSync(html, { level: 6 })];
  return [null, Buffer.from(html)];
}
