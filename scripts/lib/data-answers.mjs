// The answers a page rendered at request time is rendered with (render-on-request.mjs): its route's declared `data`
// requests, asked of the API as the visitor's browser would, signed out.

/** Largest API answer put in a page. */
const MAX_ANSWER_BYTES = 512 * 1024;

/**
 * The route's declared answers for this address, as the API gives them to a signed-out visitor; null when one
 * is not a success (the page shows that state itself) or is too large.
 * @param {string[]} urls
 * @param {number} timeoutMs how long each request may take
 * @returns {Promise<Record<string, string> | null>}
 */
export async function fetchAnswers(urls, timeoutMs) {
  const texts = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        return null;
      }
      /** @type {Buffer[]} */
      const chunks = [];
      let size = 0;
      for await (const chunk of response.body) {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) return null;
        chunks.push(Buffer.from(chunk));
      }
      return Buffer.concat(chunks).toString('utf8');
    }),
  );
  if (texts.some((text) => text === null)) return null;
  return Object.fromEntries(urls.map((url, i) => [url, /** @type {string} */ (texts[i])]));
}
