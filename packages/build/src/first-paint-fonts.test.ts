import { describe, expect, it } from 'vitest';
import { firstPaintFonts, rangeCovers } from './first-paint-fonts';

describe('the fonts the first paint needs', () => {
  it('reads unicode ranges as written and as minified', () => {
    expect(rangeCovers('U+0000-00FF, U+0131', 0x41)).toBe(true);
    expect(rangeCovers('U+??,U+131', 0x41)).toBe(true);
    expect(rangeCovers('U+4??', 0x41)).toBe(false);
    expect(rangeCovers('U+100-2BA,U+41', 0x41)).toBe(true);
    expect(rangeCovers('U+100-2BA,U+1E00-1E9F', 0x41)).toBe(false);
  });

  it('are the woff2 files of the faces that cover Basic Latin, and no other subset', () => {
    const css =
      "@font-face{font-family:N;font-display:swap;src:url(/static/font/n-latin-ext.woff2) format('woff2');" +
      'unicode-range:U+0100-02BA,U+1E00-1E9F}' +
      "@font-face{font-family:N;src:url('/static/font/n-latin.woff2') format('woff2');unicode-range:U+??,U+131}" +
      '@font-face{font-family:M;src:url(https://cdn.test/m.woff2)}' +
      '.a{font-family:N}';
    expect(firstPaintFonts(css)).toEqual(['/static/font/n-latin.woff2', 'https://cdn.test/m.woff2']);
  });
});
