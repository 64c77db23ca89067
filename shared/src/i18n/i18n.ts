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

/**
 * Initialises the one i18next instance (the shell, or a remote's standalone
 * frame). Detection order is the spec's: query string, cookie, localStorage,
 * sessionStorage, browser, html tag; the choice is remembered in cookie and
 * localStorage so it survives a reload. Safe to call more than once.
 */
export function initI18n(): Promise<typeof i18next> {
  if (i18next.isInitialized) return Promise.resolve(i18next);
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
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lang',
        lookupCookie: 'koester_lang',
        lookupLocalStorage: 'koester_lang',
        lookupSessionStorage: 'koester_lang',
        caches: ['localStorage', 'cookie'],
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

function followHtmlLang(language: string | undefined): void {
  if (typeof document !== 'undefined') document.documentElement.lang = toLanguage(language);
}

/** The current language, narrowed to nl, en or fr. */
export function currentLanguage(): Language {
  return toLanguage(i18next.resolvedLanguage ?? i18next.language);
}
