import { matchPattern } from '../federation/route-pattern';
import { readAppsRegistry } from './apps.mjs';

/**
 * A few lines inlined into the shell's HTML that start the network work of the
 * first page before the shell's JavaScript has even arrived: the runtime
 * config, then the manifest of the remote that serves the current path, then
 * preloads of that remote's entry and routes chunk. The shell picks the
 * responses up (loadRuntimeConfig, the federation `fetch` hook) instead of
 * asking again. Everything it does, the shell would otherwise do a few round
 * trips later; if anything fails here the shell simply asks itself.
 */
export function bootScript(): string {
  const routes = Object.fromEntries(readAppsRegistry().remotes.map((r) => [r.name, r.routes]));
  return `(function () {
  var routes = ${JSON.stringify(routes)};
  var boot = (window.__KOESTER_BOOT__ = { manifests: {} });
  var matchPattern = ${matchPattern.toString()};
  function remoteFor(path) {
    for (var name in routes) if (matchPattern(routes[name], path)) return name;
    return null;
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
      var name = remoteFor(location.pathname);
      var url = name && config.remotes && config.remotes[name];
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
