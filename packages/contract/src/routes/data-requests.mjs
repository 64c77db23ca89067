// Plain ESM, so the shell's static server asks the API for exactly the URLs the shell's boot script asks for.

/** The element of a page rendered with its data (scripts/lib/render-on-request.mjs) that holds its query state. */
export const PAGE_DATA_ID = 'koester-page-data';

/**
 * The API URLs a route declares (`data`) for one address: the route's `:params` filled in from the path (escaped),
 * under the API's base, with the declared query in the declared order. Self-contained on purpose: the shell's
 * inline boot script carries this very function as text (build/boot-script.ts), and the page's API client takes an
 * early answer only for exactly the URL it would ask for itself.
 * @param {{ path: string, data?: readonly string[] }} route
 * @param {string} pathname the address's path
 * @param {string} apiBaseUrl
 * @returns {string[]}
 * @throws {URIError} for a path with a malformed %-escape, or a parameter that is "." or ".."
 */
export function dataRequestUrls(route, pathname, apiBaseUrl) {
  /** @type {Record<string, string>} */
  const values = {};
  const given = pathname.split('/');
  route.path.split('/').forEach((segment, i) => {
    if (segment.charAt(0) !== ':') return;
    const value = decodeURIComponent(given[i] || '');
    // "." and ".." would climb to another API path, escaped or not: no page has such an address.
    if (/^\.\.?$/.test(value)) throw new URIError(`${segment} cannot be ${value}`);
    values[segment] = encodeURIComponent(value);
  });
  return (route.data || []).map((request) => {
    const parts = request.split('?');
    const path = (parts[0] || '').replace(/:[A-Za-z][A-Za-z0-9]*/g, (param) => values[param] || param);
    const url = new URL(apiBaseUrl.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, ''));
    new URLSearchParams(parts[1] || '').forEach((value, key) => url.searchParams.set(key, value));
    return url.toString();
  });
}
