// Plain ESM: the shell's static server reads the same name.

/**
 * A cookie that says only "this browser keeps a sign-in" (no token, no name). The sign-in itself lives in
 * localStorage, which a server never sees; with this hint the server sends such a browser the page without
 * anyone's data in it (a page rendered with the API's answer for a visitor, scripts/lib/render-on-request.mjs),
 * because a signed-in viewer's answer differs (their votes; the owner of a wishlist sees no reservations).
 */
export const SIGNED_IN_COOKIE = 'koester_signed_in';

/** How long the hint lasts without a visit (every page load renews or clears it). */
const SIGNED_IN_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/**
 * The cookie string that sets or clears the hint.
 * @param {boolean} signedIn
 */
export function signedInCookie(signedIn) {
  return signedIn
    ? `${SIGNED_IN_COOKIE}=1; Path=/; Max-Age=${SIGNED_IN_COOKIE_MAX_AGE}; SameSite=Lax`
    : `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/**
 * Whether a request's Cookie header carries the hint: the server then sends the page without a visitor's data.
 * @param {string | undefined} cookieHeader
 */
export function keepsSignIn(cookieHeader) {
  return (cookieHeader ?? '').split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === SIGNED_IN_COOKIE && Boolean(value);
  });
}

/**
 * The attribute of `<html>` on a page rendered with a visitor's data: a browser that keeps a sign-in asks for the
 * page again (with the hint) before showing it.
 */
export const RENDERED_FOR_VISITOR = 'data-rendered-for-visitor';
