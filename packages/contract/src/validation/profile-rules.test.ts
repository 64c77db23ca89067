import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@koester/contract/demo/demo-accounts';
import { PROFILE_LIMITS, posesAsTeam, validateProfileName } from './profile-rules';

const codeOf = (raw: string) => {
  const result = validateProfileName(raw);
  return result.ok ? null : result.errors.name?.code;
};

describe('validateProfileName', () => {
  it('accepts names of 1 to 100 characters, trimmed and without invisible characters', () => {
    expect(validateProfileName('  Ann\u200B Doe \n')).toEqual({ ok: true, value: 'Ann Doe' });
    expect(validateProfileName('Zoë Ødegaard-Çelik 😀')).toEqual({ ok: true, value: 'Zoë Ødegaard-Çelik 😀' });
    expect(validateProfileName('x'.repeat(PROFILE_LIMITS.nameMax))).toMatchObject({ ok: true });
    // A name is shown as text, never as HTML: it is stored as typed.
    expect(validateProfileName('Ann <3')).toEqual({ ok: true, value: 'Ann <3' });
  });

  it('accepts any printable name within the limit, and refuses any longer one', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcXYZ é-.'.split('')), maxLength: 200 }), (raw) => {
        const length = raw.trim().length;
        expect(codeOf(raw)).toBe(length === 0 ? 'NAME_REQUIRED' : length > 100 ? 'NAME_TOO_LONG' : null);
      }),
    );
  });

  it('refuses an empty name, also one of only spaces or invisible characters', () => {
    for (const raw of ['', '   ', '\u200B\u200D\uFEFF', ' \u2066 \n\t', '\u3164', '\u115F\uFFA0'])
      expect(codeOf(raw), raw).toBe('NAME_REQUIRED');
  });

  it('counts the length after cleaning', () => {
    expect(codeOf(`  ${'x'.repeat(100)}\u200B  `)).toBeNull();
    expect(codeOf('x'.repeat(101))).toBe('NAME_TOO_LONG');
    expect(validateProfileName('x'.repeat(101))).toEqual({
      ok: false,
      errors: { name: { code: 'NAME_TOO_LONG', message: 'Your name can be at most 100 characters' } },
    });
  });

  it('refuses dangerous content', () => {
    for (const raw of ['<script>', 'javascript:x', 'Ann alert(1)', 'document.cookie', 'eval (x)', '&lt;script&gt;'])
      expect(codeOf(raw), raw).toBe('DANGEROUS_CONTENT');
  });

  it('refuses control characters inside the name', () => {
    for (const raw of [
      'Ann\u0000Doe',
      'Ann\tDoe',
      'Ann\nDoe',
      'Ann\u001FDoe',
      'Ann\u007FDoe',
      'Ann\u0085Doe',
      'Ann\u2028Doe',
    ])
      expect(codeOf(raw), JSON.stringify(raw)).toBe('INVALID_CHARACTER');
  });

  it('refuses names that pose as the Koester team, whatever the case, accents, spacing or look-alike letters', () => {
    for (const raw of [
      'Koester',
      'Koester team',
      'Het Koester-team',
      "L'équipe Koester",
      "L'Équipe de Koester",
      'Koester support',
      'Koester admin',
      'KOESTER  TEAM',
      'koester_team',
      'K o e s t e r',
      'Koesterteam',
      'Team Koester',
      'Het team van Koester',
      'Koester klantenservice',
      'Koester Helpdesk',
      'Koester (officieel)',
      'Köster',
      'Köster Team',
      'Kœster support',
      'K0ester team',
      'Kоester',
      'Anna van Koester support',
    ])
      expect(codeOf(raw), raw).toBe('NAME_RESERVED');
    expect(validateProfileName('Koester team')).toEqual({
      ok: false,
      errors: { name: { code: 'NAME_RESERVED', message: 'This name is reserved for the Koester team' } },
    });
  });

  it('accepts a person whose name holds Koester, and names that merely resemble it', () => {
    for (const raw of [
      'Anna Koester',
      'Koester, Anna',
      'Familie Koesters',
      'Piet van Koester',
      'Koestertje',
      'Team Anna',
      'Ann Support',
      DEMO_ACCOUNTS.demo.name,
    ])
      expect(codeOf(raw), raw).toBeNull();
  });

  it('refuses the team name with any spacing or punctuation around and between its letters', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(' ', '-', '.', "'", '_', '  ', ''), { minLength: 11, maxLength: 11 }),
        fc.constantFrom('koester team', 'KOESTER SUPPORT', 'équipe koester'),
        (gaps, name) => {
          const letters = name.replace(/ /g, '').split('');
          const spaced = letters.map((letter, i) => letter + (gaps[i] ?? '')).join('');
          expect(posesAsTeam(spaced), spaced).toBe(true);
        },
      ),
    );
  });

  it('answers the first failed rule only, in the order required, length, danger, characters', () => {
    expect(codeOf(`eval(${'x'.repeat(100)})`)).toBe('NAME_TOO_LONG');
    expect(codeOf('alert(1)\tx')).toBe('DANGEROUS_CONTENT');
  });
});
