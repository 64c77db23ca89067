// The web fonts a first paint needs, read from a stylesheet: the shell's HTML preloads them
// (first-paint-preload.ts), so the text is painted in the brand's face from the start instead of swapping to it.

const LATIN_CAPITAL_A = 0x41;

/**
 * Whether a `unicode-range` value covers a code point. Minifiers write ranges as wildcards (`U+??` for
 * U+0000-00FF).
 */
export function rangeCovers(range: string, codePoint: number): boolean {
  return range.split(',').some((token) => {
    const [from, to] = token.trim().replace(/^U\+/i, '').split('-');
    if (!from) return false;
    const low = parseInt(from.replace(/\?/g, '0'), 16);
    const high = parseInt((to ?? from).replace(/\?/g, 'F'), 16);
    return low <= codePoint && codePoint <= high;
  });
}

/**
 * The woff2 files of the web fonts whose `unicode-range` covers Basic Latin (or that have none), as the stylesheet
 * names them.
 */
export function firstPaintFonts(css: string): string[] {
  const files = new Set<string>();
  for (const [, block] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const range = /unicode-range\s*:([^;}]*)/i.exec(block ?? '')?.[1];
    if (range && !rangeCovers(range, LATIN_CAPITAL_A)) continue;
    const file = /url\(\s*(['"]?)([^'")]+\.woff2)\1\s*\)/.exec(block ?? '')?.[2];
    if (file) files.add(file);
  }
  return [...files];
}
