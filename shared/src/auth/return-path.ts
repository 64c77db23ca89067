/**
 * Where a page that needs a signed-in user sends a visitor: /login?next=<the page>, and after logging in, back.
 * Only a path of this site is followed, so a crafted link (/login?next=https://evil.example) cannot send someone
 * elsewhere after they have typed their password.
 */

/** The query parameter of /login that holds the way back. */
export const RETURN_PARAM = 'next';

const SITE = 'https://koester.invalid';

/**
 * The path to return to, or null when the value is not a path of this site: it must start with a single "/",
 * hold no back slash, no control character, and stay on this origin once resolved. Query and hash are kept.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Resolving dot segments can make "//host" out of "/.//host": the answer is checked again, not only the input.
  if (path.startsWith('//') || path.startsWith('/\\')) return null;
  // The login pages themselves are no destination (that would loop), however they are spelled.
  let pathname = url.pathname;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return /^\/(login|signup)(\/|$)/i.test(pathname) ? null : path;
}

/** /login with the way back to `returnTo` (a path of this site; anything else is left out). */
export function loginPath(returnTo: string): string {
  const path = safeReturnPath(returnTo);
  return path ? `/login?${RETURN_PARAM}=${encodeURIComponent(path)}` : '/login';
}

/** The way back that a /login (or /verify-email …) URL's query carries, or null. */
export function returnPathFrom(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}
