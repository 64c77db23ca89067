import { describe, expect, it } from 'vitest';
import { remoteProblems } from '@koester/shared/testing/remote-checks';
import { missingTranslations } from '@koester/shared/i18n/missing-translations';
import declaration from '../routes.json';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import nl from './i18n/nl.json';
import ownerEn from './i18n/owner/en.json';
import ownerFr from './i18n/owner/fr.json';
import ownerNl from './i18n/owner/nl.json';
import { paths } from './routes';

describe('this remote', () => {
  it('has every text in nl, en and fr, and declares exactly the pages it has', () => {
    expect(remoteProblems({ name: __KOESTER_APP__, declaration, texts: { nl, en, fr }, paths })).toEqual([]);
  });

  it('has every text of the owner’s pages (/wishlists, /wishlists/:id) in nl, en and fr', () => {
    expect(missingTranslations({ nl: ownerNl, en: ownerEn, fr: ownerFr })).toEqual([]);
  });
});
