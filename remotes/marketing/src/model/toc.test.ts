import { describe, expect, it } from 'vitest';
import { activeSection, scrollTargetY, TOC_OFFSET } from './toc';

const at = (...tops: number[]) => tops.map((top, i) => ({ id: `s${i + 1}`, top }));

describe('activeSection', () => {
  it('is the first section before any has reached the offset line', () => {
    expect(activeSection(at(400, 900, 1500))).toBe('s1');
  });

  it('is the last section whose top passed the 80 px line', () => {
    expect(activeSection(at(-600, -100, 300))).toBe('s2');
    expect(activeSection(at(-600, TOC_OFFSET, 300))).toBe('s2');
    expect(activeSection(at(-600, TOC_OFFSET + 40, 300))).toBe('s1');
  });

  it('is the last section when the page is scrolled to the bottom', () => {
    expect(activeSection(at(-900, -300, 500), { atBottom: true })).toBe('s3');
  });

  it('follows a custom offset, and is null without sections', () => {
    expect(activeSection(at(-10, 150), { offset: 200 })).toBe('s2');
    expect(activeSection([])).toBeNull();
  });
});

describe('scrollTargetY', () => {
  it('puts the section top 80 px below the viewport top', () => {
    expect(scrollTargetY(500, 1000)).toBe(1420);
    expect(scrollTargetY(-200, 1000)).toBe(720);
  });

  it('never scrolls above the page', () => {
    expect(scrollTargetY(20, 0)).toBe(0);
  });
});
