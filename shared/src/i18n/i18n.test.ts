import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { currentLanguage, initI18n, lazyNamespaces, registerNamespace } from './i18n';
import { toLanguage } from '@koester/contract/i18n/languages';

describe('toLanguage', () => {
  it('narrows language tags to nl, en or fr and falls back to English', () => {
    expect(toLanguage('nl-BE')).toBe('nl');
    expect(toLanguage('fr_CA')).toBe('fr');
    expect(toLanguage('EN')).toBe('en');
    expect(toLanguage('de')).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
  });
});

describe('i18n', () => {
  it('accepts namespaces registered before and after init, follows <html lang> and remembers the choice', async () => {
    registerNamespace('early', { nl: { hi: 'Hallo' }, en: { hi: 'Hello' }, fr: { hi: 'Bonjour' } });
    await initI18n();
    registerNamespace('late', { nl: { bye: 'Doei' }, en: { bye: 'Bye' }, fr: { bye: 'Au revoir' } });

    await i18next.changeLanguage('nl');
    expect(i18next.t('early:hi')).toBe('Hallo');
    expect(i18next.t('late:bye')).toBe('Doei');
    expect(document.documentElement.lang).toBe('nl');
    expect(localStorage.getItem('koester_lang')).toBe('nl');
    expect(document.cookie).toContain('koester_lang=nl');

    await i18next.changeLanguage('fr-BE');
    expect(currentLanguage()).toBe('fr');
    expect(i18next.t('late:bye')).toBe('Au revoir');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('falls back to English for a missing text and an unsupported language', async () => {
    await initI18n();
    registerNamespace('partial', { nl: {}, en: { only: 'English only' }, fr: {} });
    await i18next.changeLanguage('fr');
    expect(i18next.t('partial:only')).toBe('English only');
    await i18next.changeLanguage('de');
    expect(currentLanguage()).toBe('en');
  });

  it('fetches a lazy namespace only in the language in use (and English), and the next language before switching', async () => {
    await initI18n();
    await i18next.changeLanguage('nl');
    const fetched: string[] = [];
    const loader = (language: string, texts: Record<string, string>) => async () => {
      fetched.push(language);
      return { default: texts };
    };
    registerNamespace('remote', {
      nl: loader('nl', { title: 'Welkom' }),
      en: loader('en', { title: 'Welcome' }),
      fr: loader('fr', { title: 'Bienvenue' }),
    });
    expect(lazyNamespaces()).toContain('remote');
    await i18next.loadNamespaces('remote');
    expect(i18next.t('remote:title')).toBe('Welkom');
    expect(fetched.sort()).toEqual(['en', 'nl']);

    let textWhenChanged = '';
    i18next.on('languageChanged', function onChange() {
      textWhenChanged = i18next.t('remote:title');
      i18next.off('languageChanged', onChange);
    });
    await i18next.changeLanguage('fr');
    expect(textWhenChanged).toBe('Bienvenue');
    expect(fetched.sort()).toEqual(['en', 'fr', 'nl']);
  });

  it('initialises once however often it is called', async () => {
    const [a, b] = await Promise.all([initI18n(), initI18n()]);
    expect(a).toBe(b);
  });
});
