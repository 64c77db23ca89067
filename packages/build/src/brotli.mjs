// Plain ESM: the build (precompress.ts) and the prerenderer (scripts/lib/prerender.mjs) compress alike.
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);

/**
 * A text file compressed with Brotli at its highest quality, as the static server (and the CDN) sends it to a
 * browser that accepts br: too slow to do per request, so done once, when the file is made.
 * @param {Buffer | string} body
 * @returns {Promise<Buffer>}
 */
export function brotliAhead(body) {
  return compress(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });
}
