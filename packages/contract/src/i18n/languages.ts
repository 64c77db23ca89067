/** The site's languages, in the order the switcher shows them (spec §9). */
export const LANGUAGES = ['nl', 'en', 'fr'] as const;

export type Language = (typeof LANGUAGES)[number];

/** Where the language choice is remembered: the static server reads the cookie to send the page in it. */
export const LANGUAGE_COOKIE = 'koester_lang';

/** How long the cookie keeps the choice: a year, in seconds. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** English is the default and the fallback (spec §9). */
export const FALLBACK_LANGUAGE: Language = 'en';

/**
 * Narrows any language tag ("nl-BE", "fr") to a supported language, else the fallback. Of a list as Accept-Language
 * sends it ("fr-BE,fr;q=0.9,en;q=0.8"), the first tag counts.
 */
export function toLanguage(tag: string | undefined | null): Language {
  return languageOf(tag) ?? FALLBACK_LANGUAGE;
}

/** The supported language a tag (or Accept-Language list) names first; undefined when it names none of them. */
export function languageOf(tag: string | undefined | null): Language | undefined {
  const base = (tag ?? '').toLowerCase().split(/[,;]/)[0]!.trim().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : undefined;
}
