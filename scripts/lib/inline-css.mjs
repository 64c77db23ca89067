// A stylesheet moved from its own address into a page's <style> (the prerendered pages, the benchmark's static copies).

/**
 * Makes a stylesheet's relative url()s absolute (it moves from its own address into the page) and keeps it from
 * closing the <style> element it goes into.
 * @param {string} css
 * @param {string} sheetUrl
 */
export function inlineableCss(css, sheetUrl) {
  return css
    .replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (match, quote, ref) =>
      /^(?:data:|[a-z]+:\/\/|\/|#)/i.test(ref) ? match : `url(${quote}${new URL(ref, sheetUrl).href}${quote})`,
    )
    .replace(/<\/(style)/gi, '<\\/$1');
}
