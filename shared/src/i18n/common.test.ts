import { describe, expect, it } from 'vitest';
import en from './common/en.json';
import fr from './common/fr.json';
import nl from './common/nl.json';
import cardsEn from './cards/en.json';
import cardsFr from './cards/fr.json';
import cardsNl from './cards/nl.json';
import { missingTranslations } from './missing-translations';

describe('common texts', () => {
  it('exist in nl, en and fr', () => {
    expect(missingTranslations({ nl, en, fr })).toEqual([]);
  });

  it('of the declared cards (their loading and failure notes) exist in nl, en and fr', () => {
    expect(missingTranslations({ nl: cardsNl, en: cardsEn, fr: cardsFr })).toEqual([]);
  });

  it('flags a text missing in one language', () => {
    expect(
      missingTranslations({ nl: { a: 'x' }, en: { a: 'x', b: { c: 'y' } }, fr: { a: '', b: { c: 'z' } } }),
    ).toEqual(['fr: a', 'nl: b.c']);
  });
});
