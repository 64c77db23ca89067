/**
 * The end of the boot script (boot-script.ts) for a prerendered page: once the page has been painted, what its
 * `#koester-after-paint` lists (preloads, scripts) and what `start()` held back (`waiting`) go out.
 */
export function afterPaintScript(): string {
  return `  function afterPaint() {
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
  else whenParsed();`;
}
