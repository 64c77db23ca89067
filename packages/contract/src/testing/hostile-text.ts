import fc from 'fast-check';
import { pathologicalText } from '@koester/contract/testing/pathological-text';

/** Hostile strings for the fuzz runs, as fast-check arbitraries: loaded, unicode-heavy, long, pathological. */

/** Characters that have broken text handling somewhere: invisible, reversing, combining, expanding, control. */
const SPECIAL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
  '\u2028',
  '\u2029',
  '\u3164',
  '\ufeff',
  '\ufffd',
  '\uffff',
  '\ud800',
  '\udfff',
  '\udbff\udfff',
  'e\u0301\u0301\u0301',
  '\u0130',
  '\u00df',
  '\ufb03',
  '\ufdfa',
  '\u2126',
  '👨‍👩‍👧‍👦',
  '🏳️‍🌈',
  '😀',
  '\u{1d54a}',
  'Ⓚⓞⓔⓢⓣⓔⓡ',
  'ｋｏｅｓｔｅｒ',
  'коester',
  '\\',
  '"',
  "'",
  '`',
  '<',
  '>',
  '&lt;',
  '%',
  '%00',
  '%25',
  '{',
  '[',
  '$',
  '${',
  '{{',
  '\r\n',
  '\t',
];

/** Texts that mean something to a parser, a template, a database or a shell, and names that touch prototypes. */
const LOADED_TEXTS = [
  '',
  ' ',
  '   \t\n  ',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '1e309',
  '-1',
  '0x1F',
  '1_000',
  '9007199254740993',
  'true',
  '[]',
  '{}',
  "' OR 1=1 --",
  '"; DROP TABLE feedback; --',
  '%s%s%s%n',
  '${process.exit()}',
  '{{constructor.constructor("return process")()}}',
  '<script>alert(1)</script>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  '../../../../etc/passwd',
  '..\\..\\windows',
  'http://169.254.169.254/latest/meta-data/',
  'https://example.com/a?b=c#d',
  'file:///etc/passwd',
  'a@b.c',
  'alice@example.test',
  'Koester team',
  'Het Koester-team',
  '(.*){1,32000}',
  '\\u0000',
];

/** A text of one of the sizes that cross a limit: a field's, the router's (100), the body's (64 KB), a megabyte. */
export function longText(): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom(101, 257, 1_001, 2_049, 8_001, 30_000, 65_537, 1_048_576),
      fc.constantFrom('a', 'é', '😀', '\u0000', '\ud800', ' ', '<', '%', 'ab', '\u202e', 'x\u0301'),
    )
    .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));
}

/** A lone UTF-16 surrogate, high or low. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Unicode-heavy short text: random code points mixed with the special characters above. */
export function unicodeText(): fc.Arbitrary<string> {
  return fc
    .array(
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 6 }),
        fc.constantFrom(...SPECIAL_CHARACTERS),
        loneSurrogate,
        fc.string({ unit: 'grapheme', maxLength: 4 }),
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join(''));
}

/** Any hostile text: loaded, unicode-heavy, long or pathological. */
export function hostileText(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...LOADED_TEXTS) },
    { weight: 4, arbitrary: unicodeText() },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: longText() },
    { weight: 1, arbitrary: pathologicalText() },
  );
}
