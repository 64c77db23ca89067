import fc from 'fast-check';
import { hostileNumber } from '@koester/contract/testing/hostile-json';
import { hostileText } from '@koester/contract/testing/hostile-text';

/** Hostile path segments and query strings for the fuzz runs, encoded as sent (or deliberately not). */

/** The text with each lone surrogate replaced by U+FFFD, as encodeURIComponent needs it (pairs stay). */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/**
 * One path segment as sent, already percent-encoded or deliberately not: a known value, traversal, bad and double
 * escapes, overlong UTF-8, very long, numbers, unicode. `known` are values that name something (ids, share tokens).
 */
export function hostileSegment(known: readonly string[]): fc.Arbitrary<string> {
  const text = fc.oneof(
    { weight: 4, arbitrary: known.length > 0 ? fc.constantFrom(...known) : fc.uuid() },
    { weight: 2, arbitrary: hostileText().filter((t) => t.length <= 70_000) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: hostileNumber().map(String) },
  );
  return fc.oneof(
    { weight: 8, arbitrary: text.map((t) => encodeURIComponent(wellFormed(t))) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '..',
        '.',
        '%2e%2e',
        '%2E%2E%2F%2E%2E',
        '..%2f..%2fetc%2fpasswd',
        '%2F',
        '%5C',
        '%',
        '%zz',
        '%u0041',
        '%c0%ae%c0%ae',
        '%ff%fe',
        '%ed%a0%80',
        '%252e%252e',
        '%00',
        'a;b=c',
        '*',
        '~',
        '$',
        '%20',
        '+',
        '__proto__',
        'constructor',
        '%5F%5Fproto%5F%5F',
        '-1',
        '0',
        '1e308',
        '00000000-0000-0000-0000-000000000000',
        'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
      ),
    },
    // Latin-1 bytes sent raw, unescaped: Node writes the request line byte for byte.
    {
      weight: 1,
      arbitrary: fc.string({
        unit: fc.integer({ min: 0xa1, max: 0xff }).map((c) => String.fromCharCode(c)),
        minLength: 1,
        maxLength: 8,
      }),
    },
    { weight: 1, arbitrary: fc.constantFrom(101, 1_000, 6_000).map((n) => 'a'.repeat(n)) },
  );
}

/** One query parameter's value as sent (percent-encoded, or deliberately broken). */
function queryValue(plausible: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: plausible.map(encodeURIComponent) },
    {
      weight: 4,
      arbitrary: fc
        .oneof(
          hostileText().filter((t) => t.length <= 3_000),
          hostileNumber().map(String),
        )
        .map((t) => encodeURIComponent(wellFormed(t))),
    },
    { weight: 1, arbitrary: fc.constantFrom('', '%', '%zz', '%00', '%ff', '+', '%2B', '&', '=', '==', '%26') },
  );
}

/**
 * A query string (without "?") for the named parameters: each present or not, repeated (`a=1&a=2`), as a bracketed
 * array or object (`a[]=1`, `a[x]=1`), bare (`a`), with prototype-polluting names, plus unknown parameters.
 */
export function hostileQuery(
  parameters: readonly { name: string; plausible: fc.Arbitrary<string> }[],
): fc.Arbitrary<string> {
  const forParameter = ({ name, plausible }: { name: string; plausible: fc.Arbitrary<string> }) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant([] as string[]) },
      { weight: 5, arbitrary: queryValue(plausible).map((v) => [`${name}=${v}`]) },
      {
        weight: 1,
        arbitrary: fc
          .array(queryValue(plausible), { minLength: 2, maxLength: 4 })
          .map((values) => values.map((v) => `${name}=${v}`)),
      },
      {
        weight: 1,
        arbitrary: queryValue(plausible).chain((v) =>
          fc.constantFrom([`${name}[]=${v}`], [`${name}[0]=${v}`, `${name}[1]=${v}`], [`${name}[x]=${v}`], [name]),
        ),
      },
    );
  const polluting = fc.constantFrom(
    '__proto__[x]=1',
    '__proto__[polluted]=yes',
    '__proto__.x=1',
    'constructor[prototype][x]=1',
    'constructor.prototype.x=1',
    '__proto__=1',
    'prototype=1',
    'toString=1',
    'hasOwnProperty=1',
    '%5F%5Fproto%5F%5F[x]=1',
  );
  const unknown = fc
    .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return fc
    .tuple(
      fc.tuple(...parameters.map(forParameter)),
      fc.array(fc.oneof(polluting, unknown), { maxLength: 3 }),
      fc.constantFrom('&', '&', '&', '&&', ';'),
    )
    .chain(([known, extra, separator]) =>
      fc
        .shuffledSubarray([...known.flat(), ...extra], { minLength: known.flat().length + extra.length })
        .map((parts) => parts.join(separator)),
    );
}
