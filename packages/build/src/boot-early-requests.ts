import { dataRequestUrls, PAGE_DATA_ID } from '@koester/contract/routes/data-requests.mjs';
import { matchPattern } from '@koester/contract/routes/route-pattern.mjs';

/**
 * The boot script's network work (boot-script.ts): `boot`, where the shell picks the early responses up, and
 * `start()`, which asks for the runtime config at once, then for the current route's remote manifest, files and
 * declared data, holding what a prerendered page lists in `#koester-after-paint` until `painted`.
 */
export function earlyRequestsScript(): string {
  return `  var boot = (window.__KOESTER_BOOT__ = { manifests: {}, data: {}, dataUntil: Date.now() + 15000 });
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
  }`;
}
