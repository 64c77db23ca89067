// The pages the request renderer (render-on-request.mjs) keeps in memory, by what they were rendered from, and the
// renders that failed, not tried again for a while.

/**
 * @param {number} size pages kept at most; past it the one used longest ago goes
 */
export function createRenderCache(size) {
  /**
   * key → the page (HTML), or a failed render (null) not to try again before `until`; oldest first
   * @type {Map<string, { html: string | null, until: number }>}
   */
  const cache = new Map();
  return {
    /**
     * The page kept for a key, null for a render that failed a moment ago, undefined when there is neither.
     * @param {string} key
     * @returns {string | null | undefined}
     */
    find(key) {
      const cached = cache.get(key);
      if (!cached || (cached.html === null && Date.now() >= cached.until)) return undefined;
      cache.delete(key);
      cache.set(key, cached);
      return cached.html;
    },
    /**
     * @param {string} key
     * @param {string | null} html
     * @param {number} until
     */
    remember(key, html, until) {
      cache.set(key, { html, until });
      while (cache.size > size) cache.delete(cache.keys().next().value ?? '');
    },
  };
}
