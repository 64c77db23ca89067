import { dataRequestUrls, PAGE_DATA_ID } from '@koester/contract/routes/data-requests.mjs';
import { matchPattern } from '@koester/contract/routes/route-pattern.mjs';
import { RENDERED_FOR_VISITOR, SIGNED_IN_COOKIE, signedInCookie } from '@koester/contract/session/signed-in-cookie.mjs';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, LANGUAGES } from '@koester/contract/i18n/languages';

/**
 * A few lines inlined into the shell's HTML that start the network work of the
 * first page before the shell's JavaScript has even arrived: the runtime
 * config, then the manifest of the remote whose declared routes match the
 * current path, then preloads of that remote's entry and routes chunk, and the
 * API requests the route declares (`data`) for a visitor who is not signed in.
 * The shell picks the responses up (loadRuntimeConfig, the federation `fetch`
 * hook, the API client) instead of asking again. Everything it does, the shell
 * would otherwise do a few round trips later; if anything fails here the shell
 * simply asks itself. It knows no route: which remote serves what is in the
 * runtime config.
 *
 * A prerendered page (scripts/lib/prerender.mjs) is readable as it arrives, so
 * it lists its scripts and preloads in `#koester-after-paint` instead of in
 * tags: the boot script starts them, and the remote's manifest and files,
 * once the page has been painted; until then the HTML, the fonts the first
 * paint needs and the runtime config have the network to themselves; the
 * page's data starts with the scripts.
 */
export function bootScript(): string {
  return `(function () {
  var boot = (window.__KOESTER_BOOT__ = { manifests: {}, data: {}, dataUntil: Date.now() + 15000 });
  var matchPattern = ${matchPattern.toString()};
  var dataRequestUrls = ${dataRequestUrls.toString()};
  function routeFor(remotes, path) {
    var owners = {};
    for (var name in remotes) {
      (remotes[name].routes || []).forEach(function (route) { owners[route.path] = { remote: remotes[name], route: route }; });
    }
    var pattern = matchPattern(Object.keys(owners), path);
    return pattern ? owners[pattern] : null;
  }
  // All at once: one insertion into the head, not one per file; each file once (a prerendered page lists the
  // remote's files its manifest names too).
  var preloaded = {};
  function preload(hrefs) {
    var links = document.createDocumentFragment();
    hrefs.forEach(function (href) {
      if (preloaded[href]) return;
      preloaded[href] = true;
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = /\\.css$/.test(href) ? 'style' : 'script';
      link.href = href;
      links.appendChild(link);
    });
    document.head.appendChild(links);
  }
  function signedIn(config) {
    try {
      var client = config.identity && config.identity.userPoolClientId;
      return !!localStorage.getItem('CognitoIdentityServiceProvider.' + client + '.LastAuthUser');
    } catch (e) {
      return true;
    }
  }
  function fetchData(config, route) {
    dataRequestUrls(route, location.pathname, config.apiBaseUrl).forEach(function (href) {
      boot.data[href] = fetch(href, { headers: { Accept: 'application/json' }, cache: 'no-store' });
      boot.data[href].catch(function () {});
    });
  }
  // What waits for a prerendered page's first paint (the remote's manifest and files, the scripts); a page that
  // arrives empty waits for nothing.
  var later = document.getElementById('koester-after-paint');
  var painted = !later;
  var waiting = [];
  function whenPainted(run) {
    if (painted) run();
    else waiting.push(run);
  }
  function start() {
    boot.config = fetch('/runtime-config.json', { cache: 'no-cache' });
    boot.config
      .then(function (response) { return response.clone().json(); })
      .then(function (config) {
        var found = routeFor(config.remotes || {}, location.pathname);
        if (!found) return;
        whenPainted(function () {
          try {
            // The declared requests are the page's own as it opens; a query string of its own (filters) asks for
            // others.
            var own = new URLSearchParams(location.search);
            own.delete('lang');
            // A page rendered with its data (scripts/lib/render-on-request.mjs) has it already.
            var inPage = document.getElementById('${PAGE_DATA_ID}');
            if (found.route.data && !inPage && !own.toString() && !signedIn(config)) fetchData(config, found.route);
          } catch (e) {
            // A malformed address: the page asks for its data itself.
          }
        });
        var url = found.remote.manifest;
        if (!url) return;
        whenPainted(function () {
          var manifest = (boot.manifests[url] = fetch(url));
          manifest
            .then(function (response) { return response.clone().json(); })
            .then(function (m) {
              var base = m.metaData.publicPath && m.metaData.publicPath !== 'auto' ? m.metaData.publicPath : url;
              var files = [m.metaData.remoteEntry.path + m.metaData.remoteEntry.name];
              m.exposes.forEach(function (expose) {
                if (expose.name === 'routes') files = files.concat(expose.assets.js.sync, expose.assets.css.sync);
              });
              preload(files.map(function (file) { return new URL(file, base).href; }));
            })
            .catch(function () {});
        });
      })
      .catch(function () {});
  }
  // Before the first paint: which of a prerendered page's session-dependent parts to show (or hold space for)
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
  }
  // A language chosen in the address (?lang=fr) is remembered at once, as the shell would once it runs: a link
  // followed before then (links work without script) must bring the next page in that language too.
  try {
    var chosen = (new URLSearchParams(location.search).get('lang') || '').toLowerCase().split(/[-_]/)[0];
    if (${JSON.stringify(LANGUAGES)}.indexOf(chosen) >= 0) {
      document.cookie = '${LANGUAGE_COOKIE}=' + chosen + '; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax';
    }
  } catch (e) {
    // No cookies: the next page is chosen by the browser's languages.
  }
  // The config starts at once (small, and it says which remote serves the page); the page's data once it is painted.
  start();
  if (painted) return;
  function afterPaint() {
    if (painted) return;
    painted = true;
    var files = { preload: [], scripts: [] };
    try {
      files = JSON.parse(later.textContent);
    } catch (e) {
      // Unreadable: the page stays as it arrived, readable, with its links working.
    }
    waiting.forEach(function (run) {
      try {
        run();
      } catch (e) {
        // A preload that failed: the scripts still load below.
      }
    });
    preload(files.preload);
    var scripts = document.createDocumentFragment();
    files.scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      scripts.appendChild(script);
    });
    document.head.appendChild(scripts);
  }
  // Once the parsed page has been painted (its first contentful paint is reported after it was shown); a hidden page
  // paints nothing and waits for nothing, and no page waits more than a second.
  function whenParsed() {
    if (document.visibilityState === 'hidden') return afterPaint();
    setTimeout(afterPaint, 1000);
    try {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        afterPaint();
      }).observe({ type: 'paint', buffered: true });
    } catch (e) {
      requestAnimationFrame(function () { setTimeout(afterPaint, 0); });
    }
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed);
  else whenParsed();
})();`;
}
