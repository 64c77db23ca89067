import { describe, expect, it } from 'vitest';
import { missingTranslations } from '@koester/shared/i18n/missing-translations';
import en from './texts/en.json';
import fr from './texts/fr.json';
import nl from './texts/nl.json';

describe('auth texts', () => {
  it('exist in nl, en and fr', () => {
    expect(missingTranslations({ nl, en, fr })).toEqual([]);
  });
});

describe('auth failure codes', () => {
  it('each code the mapping can produce has a text', async () => {
    const { readFileSync } = await import('node:fs');
    // Tests run from the package root (this environment gives no file: URL for the module).
    const source = readFileSync(`${process.cwd()}/src/auth/auth-errors.ts`, 'utf8');
    const codes = [
      ...source.matchAll(/new AuthFailure\(\s*'([A-Z_]+)'/g),
      ...source.matchAll(/'PASSWORD_[A-Z]+'/g),
    ].map((m) => (m[1] ?? m[0]).replace(/'/g, ''));
    expect(codes.length).toBeGreaterThan(10);
    for (const code of new Set(codes)) expect(en.errors, code).toHaveProperty(code);
  });
});
