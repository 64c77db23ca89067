import { describe, expect, it } from 'vitest';
import declaration from '../../routes.json';
import { findPost, localizePost, postsNewestFirst } from './posts';

describe('blog posts', () => {
  it('are listed newest first with the dates and read times of spec §2', () => {
    expect(postsNewestFirst.map((p) => [p.slug, p.date, p.readTime])).toEqual([
      ['how-to-remember-important-dates-without-stress', '2025-07-17', 6],
      ['the-art-of-meaningful-gift-giving', '2025-07-10', 5],
    ]);
  });

  it('are each prerendered (routes.json lists every article, and nothing else)', () => {
    const articles = declaration.routes.find((route) => route.path === '/blog/:slug')?.prerender;
    expect(articles).toEqual(expect.arrayContaining(postsNewestFirst.map((p) => `/blog/${p.slug}`)));
    expect(articles).toHaveLength(postsNewestFirst.length);
  });

  it('fall back to English where a language is not written, and say so', () => {
    const dates = findPost('how-to-remember-important-dates-without-stress')!;
    expect(localizePost(dates, 'fr')).toMatchObject({ language: 'en', fallback: true });
    expect(localizePost(dates, 'fr').content.title).toBe(dates.content.en.title);
    expect(localizePost(dates, 'nl')).toMatchObject({ language: 'nl', fallback: false });
    expect(findPost('no-such-post')).toBeUndefined();
  });

  it('have the same sections, in the same order, in every language they are written in', () => {
    for (const post of postsNewestFirst) {
      const ids = post.content.en.sections.map((s) => s.id);
      expect(ids.length).toBeGreaterThanOrEqual(4);
      for (const content of Object.values(post.content)) {
        expect(content.sections.map((s) => s.id)).toEqual(ids);
        for (const section of content.sections) expect(section.content.length).toBeGreaterThan(400);
      }
    }
  });
});
