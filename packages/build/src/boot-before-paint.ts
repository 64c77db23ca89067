import { RENDERED_FOR_VISITOR, SIGNED_IN_COOKIE, signedInCookie } from '@koester/contract/session/signed-in-cookie.mjs';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, LANGUAGES } from '@koester/contract/i18n/languages';

/**
 * The boot script's session hint (boot-script.ts), set before the first paint: whether this browser keeps a
 * sign-in, for the page's styles and for the server; a page rendered for a visitor that reached a signed-in browser
 * is asked for again (the script then ends).
 */
export function sessionHintScript(): string {
  return `  // Before the first paint: which of a prerendered page's session-dependent parts to show (or hold space for)
  // until the session is known, by whether this browser keeps a sign-in (styles/base.css, data-session-expect).
  try {
    var keeps = false;
    for (var i = 0; i < localStorage.length; i++) {
      var key = localStorage.key(i) || '';
      if (/^CognitoIdentityServiceProvider\\..+\\.LastAuthUser$/.test(key) && localStorage.getItem(key)) keeps = true;
    }
    document.documentElement.setAttribute('data-session-hint', keeps ? 'signed-in' : 'signed-out');
    // The same hint for the server, for the next page (session/signed-in-cookie.mjs); the shell keeps it right when
    // the session changes (config/boot-requests.ts, rememberSignIn).
    boot.rememberSignIn = function (signedIn) {
      document.cookie = signedIn ? ${JSON.stringify(signedInCookie(true))} : ${JSON.stringify(signedInCookie(false))};
    };
    boot.rememberSignIn(keeps);
    // A page rendered with a visitor's data reached a browser that keeps a sign-in (its hint had expired or was
    // never written): a signed-in viewer's page differs (the owner of a wishlist sees no reservations), so it is
    // asked for again, with the hint, before it is shown. Once per address and tab.
    if (
      keeps &&
      document.documentElement.hasAttribute('${RENDERED_FOR_VISITOR}') &&
      document.cookie.indexOf('${SIGNED_IN_COOKIE}=1') >= 0 &&
      sessionStorage.getItem('koester_asked_again') !== location.href
    ) {
      sessionStorage.setItem('koester_asked_again', location.href);
      var shown = document.documentElement.style;
      shown.visibility = 'hidden';
      // Should the page not be fetched again after all, it shows as it came rather than not at all.
      setTimeout(function () { shown.visibility = ''; }, 3000);
      location.reload();
      return;
    }
  } catch (e) {
    // No storage: nothing is kept.
  }`;
}

/** The boot script's language choice (boot-script.ts): `?lang=` remembered in the language cookie at once. */
export function languageChoiceScript(): string {
  return `  // A language chosen in the address (?lang=fr) is remembered at once, as the shell would once it runs: a link
  // followed before then (links work without script) must bring the next page in that language too.
  try {
    var chosen = (new URLSearchParams(location.search).get('lang') || '').toLowerCase().split(/[-_]/)[0];
    if (${JSON.stringify(LANGUAGES)}.indexOf(chosen) >= 0) {
      document.cookie = '${LANGUAGE_COOKIE}=' + chosen + '; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax';
    }
  } catch (e) {
    // No cookies: the next page is chosen by the browser's languages.
  }`;
}
