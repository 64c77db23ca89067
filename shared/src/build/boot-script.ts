import { matchPattern } from '../federation/route-pattern';

/**
 * A few lines inlined into the shell's HTML that start the network work of the
 * first page before the shell's JavaScript has even arrived: the runtime
 * config, then the manifest of the remote whose declared routes match the
 * current path, then preloads of that remote's entry and routes chunk. The
 * shell picks the responses up (loadRuntimeConfig, the federation `fetch`
 * hook) instead of asking again. Everything it does, the shell would otherwise
 * do a few round trips later; if anything fails here the shell simply asks
 * itself. It knows no route: which remote serves what is in the runtime config.
 */
export function bootScript(): string {
  return `(function () {
  var boot = (window.__KOESTER_BOOT__ = { manifests: {} });
  var matchPattern = ${matchPattern.toString()};
  function remoteFor(remotes, path) {
    var owners = {};
    for (var name in remotes) {
      (remotes[name].routes || []).forEach(function (route) { owners[route.path] = remotes[name]; });
    }
    var pattern = matchPattern(Object.keys(owners), path);
    return pattern ? owners[pattern] : null;
  }
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = /\\.css$/.test(href) ? 'style' : 'script';
    link.href = href;
    document.head.appendChild(link);
  }
  boot.config = fetch('/runtime-config.json', { cache: 'no-cache' });
  boot.config
    .then(function (response) { return response.clone().json(); })
    .then(function (config) {
      var remote = remoteFor(config.remotes || {}, location.pathname);
      var url = remote && remote.manifest;
      if (!url) return;
      var manifest = (boot.manifests[url] = fetch(url));
      return manifest
        .then(function (response) { return response.clone().json(); })
        .then(function (m) {
          var base = m.metaData.publicPath && m.metaData.publicPath !== 'auto' ? m.metaData.publicPath : url;
          var files = [m.metaData.remoteEntry.path + m.metaData.remoteEntry.name];
          m.exposes.forEach(function (expose) {
            if (expose.name === 'routes') files = files.concat(expose.assets.js.sync, expose.assets.css.sync);
          });
          files.forEach(function (file) { preload(new URL(file, base).href); });
        });
    })
    .catch(function () {});
})();`;
}
