import { describe, expect, it } from 'vitest';
import en from './common/en.json';
import fr from './common/fr.json';
import nl from './common/nl.json';
import { missingTranslations } from './missing-translations';

describe('common texts', () => {
  it('exist in nl, en and fr', () => {
    expect(missingTranslations({ nl, en, fr })).toEqual([]);
  });

  it('flags a text missing in one language', () => {
    expect(
      missingTranslations({ nl: { a: 'x' }, en: { a: 'x', b: { c: 'y' } }, fr: { a: '', b: { c: 'z' } } }),
    ).toEqual(['fr: a', 'nl: b.c']);
  });
});
