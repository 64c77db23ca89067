import fc from 'fast-check';
import { hostileText, unicodeText } from '@koester/contract/testing/hostile-text';

/** Hostile numbers and JSON values for the fuzz runs, and their JSON text (with pieces JSON.stringify cannot write). */

/** Numbers at the edges: huge, tiny, negative, negative zero, unsafe integers, fractions. */
export function hostileNumber(): fc.Arbitrary<number> {
  return fc.oneof(
    fc.constantFrom(
      0,
      -0,
      -1,
      1e308,
      -1e308,
      Number.MAX_VALUE,
      Number.MIN_VALUE,
      Number.MAX_SAFE_INTEGER + 2,
      -(2 ** 63),
      2 ** 31,
      0.1 + 0.2,
      1.005,
      99.999,
      1_000_000.01,
    ),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );
}

/** A piece of JSON text put into a body as it is: a number JSON.stringify cannot write, or deep nesting. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Number literals JSON allows but a JavaScript number cannot hold exactly (or at all). */
const RAW_NUMBERS = [
  '1e309',
  '-1e309',
  '1e-400',
  '123456789012345678901234567890',
  '-0.0',
  '0.1e1',
  '1E+2',
  '9'.repeat(400),
  '1' + '0'.repeat(5_000),
  '0.' + '0'.repeat(5_000) + '1',
];

/** JSON text nested `depth` levels deep, of arrays, objects or both. */
function nestedJson(depth: number, kind: 'array' | 'object' | 'mixed'): string {
  const [open, close] = kind === 'array' ? ['[', ']'] : kind === 'object' ? ['{"a":', '}'] : ['[{"__proto__":', '}]'];
  return open.repeat(depth) + '0' + close.repeat(depth);
}

/** Built once and kept: the big structures below cost milliseconds to build, which the event loop would count. */
const built = new Map<string, RawJson>();
const once = (key: string, build: () => string) => {
  if (!built.has(key)) built.set(key, new RawJson(build()));
  return built.get(key)!;
};

/** Structures that cost a careless walker: deep nesting, many keys, wide arrays. */
export function structuralJson(): fc.Arbitrary<RawJson> {
  return fc.oneof(
    fc
      .tuple(
        fc.constantFrom(33, 100, 1_001, 5_000, 20_000),
        fc.constantFrom<'array' | 'object' | 'mixed'>('array', 'object', 'mixed'),
      )
      .map(([depth, kind]) => once(`${kind} ${depth}`, () => nestedJson(depth, kind))),
    fc
      .constantFrom(1_000, 10_000)
      .map((n) => once(`keys ${n}`, () => `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',')}}`)),
    fc
      .constantFrom(1_000, 30_000)
      .map((n) => once(`wide ${n}`, () => `[${Array.from({ length: n }, () => '0').join(',')}]`)),
    fc.constant(once('protos', () => `{${Array.from({ length: 5_000 }, () => '"__proto__":{"x":1}').join(',')}}`)),

    fc.constantFrom(...RAW_NUMBERS).map((text) => new RawJson(text)),
  );
}

/** A JSON array of `count` copies of the value, for each count (built once and kept, like the structures above). */
export function manyCopies(value: unknown, counts: number[]): fc.Arbitrary<unknown> {
  const item = toJsonText(value);
  return fc
    .constantFrom(...counts)
    .map((count) => once(`copies ${count} ${item}`, () => `[${Array.from({ length: count }, () => item).join(',')}]`));
}

/** Keys that reach Object.prototype when a body is merged carelessly, and names every object already has. */
export const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** A value that pollutes Object.prototype wherever a body is merged into an object carelessly. */
export function pollutingValue(): fc.Arbitrary<unknown> {
  return fc.constantFrom<unknown>(
    Object.fromEntries([['__proto__', { polluted: 'yes', isAdmin: true, status: 'completed' }]]),
    { prototype: { polluted: 'yes' } },
    Object.fromEntries([['constructor', { prototype: { polluted: 'yes', isAdmin: true } }]]),
    new RawJson('{"__proto__":{"polluted":"yes"},"__proto__":{"isAdmin":true}}'),
  );
}

/** A hostile JSON value: any of the above, in small arrays and objects with hostile keys. */
export function hostileJson(): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    { weight: 3, arbitrary: hostileText() },
    { weight: 2, arbitrary: hostileNumber() },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null) },
    { weight: 1, arbitrary: structuralJson() },
    { weight: 1, arbitrary: pollutingValue() },
  );
  const key = fc.oneof(fc.constantFrom(...POLLUTING_KEYS), unicodeText(), fc.string({ maxLength: 8 }));
  return fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.array(fc.tuple(key, tie('value')), { maxLength: 4 }).map((entries) => Object.fromEntries(entries) as unknown),
    ),
  })).value;
}

/** JSON text of a value that may hold RawJson pieces and own `__proto__` keys (JSON.stringify keeps those). */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .map((key) => `${JSON.stringify(key)}:${toJsonText((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
