import i18next, { type BackendModule, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGES,
  toLanguage,
  type Language,
} from '@koester/contract/i18n/languages';
import { languageDetector, readCookie, type LanguageSource } from './language-detector';

type Bundle = ResourceLanguage[string];
/** What `import('./nl.json')` gives: the texts, as the module's default export. */
type BundleModule = { default: Bundle };
/** A language's texts of a namespace: at hand, or a loader for a chunk of its own (`() => import('./nl.json')`). */
type BundleSource = Bundle | (() => Promise<BundleModule>);

/** A namespace's texts in every language. */
type NamespaceResources = Record<Language, BundleSource>;
/** A namespace whose texts load per language, only the visitor's. */
type LazyNamespaceResources = Record<Language, () => Promise<BundleModule>>;

const pending = new Map<string, Record<Language, Bundle>>();
const lazy = new Map<string, LazyNamespaceResources>();

function addBundles(namespace: string, resources: Record<Language, Bundle>): void {
  for (const language of LANGUAGES) {
    i18next.addResourceBundle(language, namespace, resources[language], true, true);
  }
}

function isLazy(resources: NamespaceResources): resources is LazyNamespaceResources {
  return LANGUAGES.every((language) => typeof resources[language] === 'function');
}

/**
 * Registers a namespace in nl, en and fr. Remotes call this when their module
 * loads, which may happen before or after i18next is initialised:
 * `addResourceBundle` does not exist before init, so early bundles wait here.
 *
 * Given loaders (`{ nl: () => import('./i18n/nl.json'), … }`), only the
 * language in use is fetched (and English, the fallback): a remote's page
 * waits for its texts inside its own Suspense boundary (create-remote-routes),
 * and a language switch loads the new language's texts before it changes.
 */
export function registerNamespace(namespace: string, resources: NamespaceResources): void {
  if (isLazy(resources)) {
    lazy.set(namespace, resources);
    if (i18next.isInitialized) void i18next.loadNamespaces(namespace);
    return;
  }
  const bundles = resources as Record<Language, Bundle>;
  if (i18next.isInitialized) {
    addBundles(namespace, bundles);
  } else {
    pending.set(namespace, bundles);
  }
}

/** The namespaces whose texts load per language: a remote's page renders once they are in. */
export function lazyNamespaces(): string[] {
  return [...lazy.keys()];
}

/** Serves the lazily registered namespaces to i18next, one language's chunk at a time. */
const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = lazy.get(namespace)?.[toLanguage(language)];
    if (!load || toLanguage(language) !== language) {
      callback(null, {});
      return;
    }
    load().then(
      (loaded) => callback(null, loaded.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

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
  const order: LanguageSource[] = prerendered
    ? ['querystring', 'cookie', 'htmlTag', 'localStorage', 'sessionStorage', 'navigator']
    : ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'];
  initialising ??= i18next
    .use(
      languageDetector({ order, queryParameter: 'lang', key: LANGUAGE_COOKIE, cookieMaxAge: LANGUAGE_COOKIE_MAX_AGE }),
    )
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      resources: pendingResources(),
      // Bundled namespaces come with `resources`; the backend loads only the lazy ones.
      partialBundledLanguages: true,
      ns: ['common', ...pending.keys(), ...lazy.keys()],
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    })
    .then(() => {
      // Bundles registered while init was running are not in `resources`.
      for (const [namespace, bundle] of pending) addBundles(namespace, bundle);
      pending.clear();
      // Lazy namespaces registered while init was running.
      void i18next.loadNamespaces([...lazy.keys()]);
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
    if (readCookie(LANGUAGE_COOKIE) !== null) return null;
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
