import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, toLanguage, type Language } from '@koester/shared/i18n/languages';

/** A namespace's texts in every language. */
export type NamespaceResources = Record<Language, ResourceLanguage[string]>;

const pending = new Map<string, NamespaceResources>();

function addBundles(namespace: string, resources: NamespaceResources): void {
  for (const language of LANGUAGES) {
    i18next.addResourceBundle(language, namespace, resources[language], true, true);
  }
}

/**
 * Registers a namespace in nl, en and fr. Remotes call this when their module
 * loads, which may happen before or after i18next is initialised:
 * `addResourceBundle` does not exist before init, so early bundles wait here.
 */
export function registerNamespace(namespace: string, resources: NamespaceResources): void {
  if (i18next.isInitialized) {
    addBundles(namespace, resources);
  } else {
    pending.set(namespace, resources);
  }
}

function pendingResources(): Resource {
  const resources: Resource = {};
  for (const language of LANGUAGES) {
    resources[language] = {};
    for (const [namespace, bundle] of pending) {
      resources[language][namespace] = bundle[language];
    }
  }
  return resources;
}

let initialising: Promise<typeof i18next> | undefined;

/** Where the language choice is remembered: the static server reads the cookie to send the page in it. */
export const LANGUAGE_COOKIE = 'koester_lang';
const ONE_YEAR_MINUTES = 365 * 24 * 60;

interface InitOptions {
  /**
   * The page arrived prerendered in this language (its `<html lang>`), chosen by the server from `?lang=`, the
   * cookie and Accept-Language. It wins over what only the browser knows (localStorage, navigator), so the page
   * hydrates in the language its HTML is in.
   */
  prerendered?: boolean;
}

/**
 * Initialises the one i18next instance (the shell, or a remote's standalone
 * frame). Detection order is the spec's: query string, cookie, localStorage,
 * sessionStorage, browser, html tag (on a prerendered page the html tag comes
 * right after the cookie). The choice is remembered in cookie and localStorage
 * so it survives a reload and the next page arrives in it. Safe to call more
 * than once.
 */
export function initI18n({ prerendered = false }: InitOptions = {}): Promise<typeof i18next> {
  if (i18next.isInitialized) return Promise.resolve(i18next);
  const order = prerendered
    ? ['querystring', 'cookie', 'htmlTag', 'localStorage', 'sessionStorage', 'navigator']
    : ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'];
  initialising ??= i18next
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: pendingResources(),
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      detection: {
        order,
        lookupQuerystring: 'lang',
        lookupCookie: LANGUAGE_COOKIE,
        lookupLocalStorage: LANGUAGE_COOKIE,
        lookupSessionStorage: LANGUAGE_COOKIE,
        caches: ['localStorage', 'cookie'],
        cookieMinutes: ONE_YEAR_MINUTES,
        cookieOptions: { path: '/', sameSite: 'lax' },
      },
      react: { useSuspense: false },
    })
    .then(() => {
      // Bundles registered while init was running are not in `resources`.
      for (const [namespace, bundle] of pending) addBundles(namespace, bundle);
      pending.clear();
      followHtmlLang(i18next.resolvedLanguage);
      i18next.on('languageChanged', followHtmlLang);
      return i18next;
    });
  return initialising;
}

/**
 * The language this browser chose earlier and remembers only where the server cannot see it (localStorage), when
 * neither `?lang=` nor the cookie says anything: read before initialising, it tells a prerendered page to switch
 * to it once hydrated.
 */
export function choiceOnlyThisBrowserKnows(): Language | null {
  try {
    if (new URLSearchParams(window.location.search).has('lang')) return null;
    if (document.cookie.split(/;\s*/).some((c) => c.startsWith(`${LANGUAGE_COOKIE}=`))) return null;
    const stored = localStorage.getItem(LANGUAGE_COOKIE);
    return stored ? toLanguage(stored) : null;
  } catch {
    return null;
  }
}

function followHtmlLang(language: string | undefined): void {
  if (typeof document !== 'undefined') document.documentElement.lang = toLanguage(language);
}

/** The current language, narrowed to nl, en or fr. */
export function currentLanguage(): Language {
  return toLanguage(i18next.resolvedLanguage ?? i18next.language);
}
