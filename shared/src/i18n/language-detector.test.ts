import { afterEach, describe, expect, it } from 'vitest';
import { languageDetector } from './language-detector';

const KEY = 'koester_lang';
const detector = (order: Parameters<typeof languageDetector>[0]['order']) =>
  languageDetector({ order, queryParameter: 'lang', key: KEY, cookieMaxAge: 60 });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = `${KEY}=; Path=/; Max-Age=0`;
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('lang');
});

describe('the language detector', () => {
  it('names what each source says, in the order asked', () => {
    window.history.replaceState(null, '', '/about?lang=fr');
    document.cookie = `${KEY}=nl; Path=/`;
    localStorage.setItem(KEY, 'en');
    document.documentElement.lang = 'nl';
    expect(detector(['querystring', 'cookie', 'localStorage', 'htmlTag']).detect()).toEqual(['fr', 'nl', 'en', 'nl']);
    expect(detector(['htmlTag', 'localStorage']).detect()).toEqual(['nl', 'en']);
  });

  it('skips sources that say nothing and values that are no language tag', () => {
    window.history.replaceState(null, '', '/?lang=%22%3E%3Cscript%3E');
    localStorage.setItem(KEY, 'nl-BE');
    expect(detector(['querystring', 'cookie', 'sessionStorage', 'localStorage']).detect()).toEqual(['nl-BE']);
  });

  it('remembers a choice in localStorage and in a cookie the server can read', () => {
    detector(['cookie']).cacheUserLanguage?.('fr');
    expect(localStorage.getItem(KEY)).toBe('fr');
    expect(document.cookie).toContain(`${KEY}=fr`);
    expect(detector(['cookie', 'localStorage']).detect()).toEqual(['fr', 'fr']);
  });
});
