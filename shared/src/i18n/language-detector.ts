import type { LanguageDetectorModule } from 'i18next';

/** Where a language choice can come from, in the order they are asked. */
export type LanguageSource = 'querystring' | 'cookie' | 'localStorage' | 'sessionStorage' | 'navigator' | 'htmlTag';

interface DetectorOptions {
  order: readonly LanguageSource[];
  /** The query parameter that names a language (`?lang=fr`). */
  queryParameter: string;
  /** The cookie and storage key that hold the choice. */
  key: string;
  /** How long the cookie keeps the choice, in seconds. */
  cookieMaxAge: number;
}

/** A language tag's shape ("nl", "fr-BE", "en_GB"): anything else a visitor's URL or cookie says is ignored. */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/;

function fromStorage(storage: () => Storage, key: string): string[] {
  try {
    const value = storage().getItem(key);
    return value ? [value] : [];
  } catch {
    // Storage refused (privacy settings, a sandboxed frame): nothing remembered there.
    return [];
  }
}

/** The raw value of a cookie of this page (`null` when it has none of that name). */
export function readCookie(key: string): string | null {
  const prefix = `${key}=`;
  return (
    document.cookie
      .split(/;\s*/)
      .find((c) => c.startsWith(prefix))
      ?.slice(prefix.length) ?? null
  );
}

function fromCookie(key: string): string[] {
  const found = readCookie(key);
  if (!found) return [];
  try {
    return [decodeURIComponent(found)];
  } catch {
    return [];
  }
}

function lookup(source: LanguageSource, { key, queryParameter }: DetectorOptions): string[] {
  if (typeof window === 'undefined') return [];
  switch (source) {
    case 'querystring': {
      const value = new URLSearchParams(window.location.search).get(queryParameter);
      return value ? [value] : [];
    }
    case 'cookie':
      return fromCookie(key);
    case 'localStorage':
      return fromStorage(() => window.localStorage, key);
    case 'sessionStorage':
      return fromStorage(() => window.sessionStorage, key);
    case 'navigator':
      return [...(navigator.languages ?? []), ...(navigator.language ? [navigator.language] : [])];
    case 'htmlTag': {
      const lang = document.documentElement.getAttribute('lang');
      return lang ? [lang] : [];
    }
  }
}

/**
 * i18next's language detection for the site: every language the sources name, in the given order (i18next takes
 * the first it supports, "nl-BE" as "nl"), and the choice remembered in localStorage and a year-long cookie, which
 * the static server reads to send the next page in it.
 */
export function languageDetector(options: DetectorOptions): LanguageDetectorModule {
  const { order, key, cookieMaxAge } = options;
  return {
    type: 'languageDetector',
    detect: () => order.flatMap((source) => lookup(source, options)).filter((tag) => LANGUAGE_TAG.test(tag)),
    cacheUserLanguage(language) {
      if (typeof window === 'undefined' || language === 'cimode') return;
      try {
        window.localStorage.setItem(key, language);
      } catch {
        // Storage refused: the cookie still carries the choice.
      }
      document.cookie = `${key}=${encodeURIComponent(language)}; Path=/; Max-Age=${cookieMaxAge}; SameSite=Lax`;
    },
  };
}
