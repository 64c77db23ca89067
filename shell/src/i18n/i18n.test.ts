import { describe, expect, it } from 'vitest';
import { missingTranslations } from '@koester/shared/i18n/missing-translations';
import en from './en.json';
import fr from './fr.json';
import nl from './nl.json';

describe('shell texts', () => {
  it('exist in nl, en and fr', () => {
    expect(missingTranslations({ nl, en, fr })).toEqual([]);
  });
});
