import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { currentLanguage, initI18n, registerNamespace } from './i18n';
import { toLanguage } from './languages';

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

  it('initialises once however often it is called', async () => {
    const [a, b] = await Promise.all([initI18n(), initI18n()]);
    expect(a).toBe(b);
  });
});
