import type { Language } from '@koester/contract/i18n/languages';
import type { ArticleSection } from './section-text';
import artEn from '../content/blog/the-art-of-meaningful-gift-giving/en.json';
import artFr from '../content/blog/the-art-of-meaningful-gift-giving/fr.json';
import artNl from '../content/blog/the-art-of-meaningful-gift-giving/nl.json';
import datesEn from '../content/blog/how-to-remember-important-dates-without-stress/en.json';
import datesNl from '../content/blog/how-to-remember-important-dates-without-stress/nl.json';

export interface BlogContent {
  title: string;
  excerpt: string;
  sections: ArticleSection[];
}

export interface BlogPost {
  id: number;
  slug: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  /** Reading time in minutes. */
  readTime: number;
  /** English always exists; other languages where written (spec §2: English is the fallback). */
  content: { en: BlogContent } & Partial<Record<Language, BlogContent>>;
}

const POSTS: BlogPost[] = [
  {
    id: 1,
    slug: 'the-art-of-meaningful-gift-giving',
    date: '2025-07-10',
    readTime: 5,
    content: { en: artEn, nl: artNl, fr: artFr },
  },
  {
    id: 2,
    slug: 'how-to-remember-important-dates-without-stress',
    date: '2025-07-17',
    readTime: 6,
    content: { en: datesEn, nl: datesNl },
  },
];

/** Spec §2: the blog lists posts newest first. */
export const postsNewestFirst: readonly BlogPost[] = [...POSTS].sort(
  (a, b) => b.date.localeCompare(a.date) || b.id - a.id,
);

export function findPost(slug: string | undefined): BlogPost | undefined {
  return POSTS.find((post) => post.slug === slug);
}

interface LocalizedPost {
  content: BlogContent;
  /** The language the content is actually in. */
  language: Language;
  /** True when the page language has no version and English is shown instead. */
  fallback: boolean;
}

export function localizePost(post: BlogPost, language: Language): LocalizedPost {
  const own = post.content[language];
  return own
    ? { content: own, language, fallback: false }
    : { content: post.content.en, language: 'en', fallback: true };
}
