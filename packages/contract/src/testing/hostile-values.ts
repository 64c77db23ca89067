import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import fc from 'fast-check';

/** The event loop's delay over a fuzz run, at the 99th percentile, must stay below this (ms). */
export const P99_LIMIT_MS = 100;
/** No request may stall the event loop this long (ms), three times in a row: that is a request blocking the server. */
const STALL_LIMIT_MS = 500;
/** Harmless requests before and after a fuzz run, whose event-loop delay shows what the machine's load alone does. */
export const CONTROLS = 150;

/**
 * What the services' property-based fuzz tests (services/api/test/fuzz.test.ts, services/identity/test/fuzz.test.ts)
 * share: hostile strings, numbers, JSON bodies, headers, path segments and query strings as fast-check arbitraries,
 * a raw HTTP client that sends them as generated, and the checks every answer must pass (no stack trace, no polluted
 * prototype, stored data unchanged by a refusal, an event loop that keeps turning).
 */

// ---------------------------------------------------------------------------------------------------------------------
// Seed and report

/** The run's seed: KOESTER_FUZZ_SEED to replay a run, else a new random one. */
export function fuzzSeed(): number {
  const given = process.env.KOESTER_FUZZ_SEED;
  if (given !== undefined && given.trim() !== '') {
    const seed = Number(given);
    if (!Number.isSafeInteger(seed)) throw new Error(`KOESTER_FUZZ_SEED must be an integer, not ${given}`);
    return seed;
  }
  return (Math.random() * 2 ** 31) | 0;
}

/** One line of the fuzz report, straight to the terminal. */
export function report(line: string): void {
  process.stdout.write(`[fuzz] ${line}\n`);
}

/** Counts by key, printed largest first: `201×3 400×12`. */
export class Tally {
  readonly counts = new Map<string, number>();
  add(key: string | number): void {
    this.counts.set(String(key), (this.counts.get(String(key)) ?? 0) + 1);
  }
  get total(): number {
    return [...this.counts.values()].reduce((sum, n) => sum + n, 0);
  }
  toString(): string {
    return [...this.counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([key, n]) => `${key}×${n}`)
      .join(' ');
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Strings

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

/**
 * Inputs that make backtracking regular expressions slow, sized by `n`: aimed at the patterns of
 * shared/src/validation (the dangerous-content patterns' `\s*` runs, the team-name words), the services' e-mail,
 * Bearer, SigV4 and Host patterns, URL parsing, and the classic `(a+)+$`.
 */
const PATHOLOGICAL: ((n: number) => string)[] = [
  (n) => 'a'.repeat(n) + '!',
  (n) => '<' + ' '.repeat(n) + 'x',
  (n) => '<' + ' \t'.repeat(n / 2) + '/' + ' '.repeat(n / 2) + 'scrip',
  (n) => '< '.repeat(n / 2),
  (n) => 'document' + ' '.repeat(n) + '.' + ' '.repeat(n) + 'cookiX',
  (n) => 'javascript' + ' '.repeat(n) + ';',
  (n) => 'alert' + ' '.repeat(n),
  (n) => 'eval' + '\t'.repeat(n) + ')',
  (n) => 'koester' + 'de'.repeat(n / 2) + '!',
  (n) => 'de'.repeat(n / 2) + 'koester' + 'team'.repeat(8) + '!',
  (n) => 'teamkoester'.repeat(n / 11) + 'x',
  (n) => 'a@' + 'a.'.repeat(n / 2) + ' ',
  (n) => 'a'.repeat(n) + '@' + 'b'.repeat(n),
  (n) => '@'.repeat(n),
  (n) => '.'.repeat(n) + '@',
  (n) => 'Bearer' + ' '.repeat(n) + 'x y',
  (n) => 'AWS4-HMAC-SHA256 Credential=' + 'a/'.repeat(n / 2),
  (n) => '[' + ':'.repeat(n),
  (n) => '1:'.repeat(n / 2) + 'x',
  (n) => 'http://' + 'a.'.repeat(n / 2),
  (n) => 'https://[' + ':'.repeat(n) + ']',
  (n) => '1' + ',000'.repeat(n / 4) + ',',
  (n) => '0'.repeat(n) + '1',
  (n) => '9'.repeat(n),
  (n) => '\\'.repeat(n),
  (n) => '&lt;'.repeat(n / 4) + 'script',
];

/** A text of one of the sizes that cross a limit: a field's, the router's (100), the body's (64 KB), a megabyte. */
function longText(): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom(101, 257, 1_001, 2_049, 8_001, 30_000, 65_537, 1_048_576),
      fc.constantFrom('a', 'é', '😀', '\u0000', '\ud800', ' ', '<', '%', 'ab', '\u202e', 'x\u0301'),
    )
    .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));
}

/** A text built to make a backtracking regular expression slow (PATHOLOGICAL), within or past a body. */
export function pathologicalText(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(64, 500, 2_000, 20_000, 60_000), fc.nat({ max: PATHOLOGICAL.length - 1 }))
    .map(([n, index]) => {
      // Built once and kept, as the big structures below are.
      const key = `${index} ${n}`;
      if (!pathological.has(key)) pathological.set(key, PATHOLOGICAL[index]!(n));
      return pathological.get(key)!;
    });
}

const pathological = new Map<string, string>();

/** A lone UTF-16 surrogate, high or low. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Unicode-heavy short text: random code points mixed with the special characters above. */
function unicodeText(): fc.Arbitrary<string> {
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

// ---------------------------------------------------------------------------------------------------------------------
// Numbers and JSON

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
class RawJson {
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
const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

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

/** Bodies that are no JSON object at all, or barely JSON. */
export function rawHostileBody(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      'null',
      'true',
      '0',
      '-0',
      '1e309',
      '"text"',
      '[]',
      '{}',
      '{',
      '}',
      '{"a":}',
      '{"a":1,}',
      "{'a':1}",
      '{"a":1}{"b":2}',
      '{"a":1} trailing',
      '\ufeff{}',
      '{"a":"\\ud800"}',
      '{"a":"\\u0000"}',
      '{"\\u0000":1}',
      '{"a":"\\x41"}',
      '{"a":NaN}',
      '{"a":Infinity}',
      '{"a":undefined}',
      '{"a":01}',
      '{"a":.5}',
      '/*comment*/{}',
      'a=1&b=2',
      '<?xml version="1.0"?><a/>',
      '--boundary\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--boundary--',
    ),
    structuralJson().map((raw) => raw.text),
    fc.string({ unit: 'binary', maxLength: 200 }),
    longText(),
    hostileJson().map(toJsonText),
    // JSON cut short.
    fc
      .tuple(hostileJson().map(toJsonText), fc.nat())
      .map(([text, cut]) => text.slice(0, text.length === 0 ? 0 : cut % text.length)),
  );
}

type Mutation = (body: Record<string, unknown>) => Record<string, unknown> | RawJson;

/**
 * A valid body changed for the worse, as JSON text: values of the wrong type, hostile texts and numbers, keys
 * removed or added, prototype-polluting keys, deep or wide values, the whole body replaced, or the text broken.
 */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(valid);
  const someKey = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('field');
  const wrongValue = fc.oneof(
    hostileText(),
    hostileNumber(),
    fc.constantFrom<unknown>(true, false, null, [], {}, ['a'], { a: 1 }, [[[]]]),
    structuralJson(),
    pollutingValue(),
    hostileJson(),
  );
  const replace =
    (key: string, value: unknown): Mutation =>
    (body) =>
      Object.fromEntries([...Object.entries(body).filter(([k]) => k !== key), [key, value]]);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    { weight: 5, arbitrary: fc.tuple(someKey, wrongValue).map(([key, value]) => replace(key, value)) },
    {
      weight: 2,
      arbitrary: someKey.map(
        (key): Mutation =>
          (body) =>
            Object.fromEntries(Object.entries(body).filter(([k]) => k !== key)),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.oneof(fc.constantFrom(...POLLUTING_KEYS), unicodeText(), fc.string({ maxLength: 10 })), wrongValue)
        .map(([key, value]) => replace(key, value)),
    },
    {
      weight: 2,
      arbitrary: pollutingValue().map(
        (value): Mutation =>
          (body) =>
            // Own "__proto__" keys survive a spread; a raw text of repeated keys goes in front of the body's.
            value instanceof RawJson
              ? new RawJson(
                  `${value.text.slice(0, -1)}${Object.keys(body).length > 0 ? ',' : ''}${toJsonText(body).slice(1)}`,
                )
              : { ...body, ...(value as object) },
      ),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(hostileJson(), structuralJson(), fc.constantFrom<unknown>(null, 0, 'body', [])).map(
        (value): Mutation =>
          (body) =>
            new RawJson(toJsonText(Array.isArray(value) ? [body, ...value] : value)),
      ),
    },
  );
  return fc
    .tuple(
      fc.array(mutation, { minLength: 1, maxLength: 3 }),
      fc.constantFrom<'as-is' | 'duplicate-key' | 'truncated' | 'bom' | 'wrapped'>(
        'as-is',
        'as-is',
        'as-is',
        'as-is',
        'duplicate-key',
        'truncated',
        'bom',
        'wrapped',
      ),
      someKey,
    )
    .map(([mutations, textual, key]) => {
      let body: Record<string, unknown> | RawJson = valid;
      for (const mutate of mutations) body = body instanceof RawJson ? body : mutate(body);
      const text = toJsonText(body);
      switch (textual) {
        case 'duplicate-key':
          return text.startsWith('{') && text.length > 2 ? `{${JSON.stringify(key)}:{"x":[1]},${text.slice(1)}` : text;
        case 'truncated':
          return text.slice(0, Math.max(0, text.length - 2));
        case 'bom':
          return `\ufeff${text}`;
        case 'wrapped':
          return `{"data":${text}}`;
        default:
          return text;
      }
    });
}

// ---------------------------------------------------------------------------------------------------------------------
// Headers, paths and query strings

/**
 * A header value as a client can put it on the wire: the text's UTF-8 bytes read as Latin-1 (Node sends a header
 * byte for byte), with the bytes Node refuses to send (controls other than tab) replaced.
 */
export function onTheWire(text: string): string {
  const bytes = Buffer.from(text, 'utf8').map((byte) =>
    byte === 0x09 || (byte >= 0x20 && byte !== 0x7f) ? byte : 0x3f,
  );
  return Buffer.from(bytes).toString('latin1');
}

/** A hostile header value: loaded texts, unicode bytes, long values (up to Node's header limit and past it). */
export function hostileHeaderValue(): fc.Arbitrary<string> {
  return fc
    .oneof(
      { weight: 4, arbitrary: hostileText().filter((text) => text.length < 2_000) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom(1_000, 8_000, 15_000, 20_000), fc.constantFrom('a', ',', ' ;', 'é', '*/*;q=0.9,'))
          .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length))),
      },
    )
    .map(onTheWire);
}

/** Content types a client might claim for a JSON body: right, almost right, and wrong. */
export const ODD_CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=iso-8859-1',
  'application/JSON',
  'application/json;;;',
  'application/json; boundary=x; charset="utf-8"',
  ' application/json',
  'application/json\t',
  'application/jsonx',
  'application/vnd.api+json',
  'application/x-amz-json-1.1',
  'application/x-amz-json-1.0',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=boundary',
  'text/plain',
  'text/html',
  '*/*',
  'application/*',
  '',
  ';',
  'application/octet-stream',
];

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

// ---------------------------------------------------------------------------------------------------------------------
// Sending

export interface RawRequest {
  method: string;
  /** Sent as it is in the request line: already encoded (or deliberately not). */
  path: string;
  /** Name and value pairs, in order; a name may repeat. */
  headers: [string, string][];
  body?: string;
  /** The local address to send from (127.0.0.x), so that per-address limits see different clients. */
  localAddress?: string;
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** An event stream: closed by the client once its headers were read. */
  stream: boolean;
}

/**
 * Sends the request over a new connection with node:http, exactly as given (no normalisation of the path or the
 * headers as fetch would do), and reads the whole answer. An event stream is closed once its headers are in. Fails
 * after `timeoutMs` without an answer.
 */
export function sendRaw(port: number, request: RawRequest, timeoutMs = 15_000): Promise<RawAnswer> {
  // A body is always framed: Node sends a GET's or a DELETE's body unframed, which the server would read as the next
  // request on the connection. A generated Transfer-Encoding header frames it instead.
  const framed = request.headers.some(([name]) => /^(content-length|transfer-encoding)$/i.test(name));
  // Node adds no Host header of its own to headers given as a list: the right one, unless one was generated.
  const hosted = request.headers.some(([name]) => name.toLowerCase() === 'host');
  const headers = [
    ...(hosted ? [] : [['Host', `127.0.0.1:${port}`]]),
    ...request.headers,
    ...(request.body === undefined || framed ? [] : [['Content-Length', String(Buffer.byteLength(request.body))]]),
  ];
  return new Promise((resolve, reject) => {
    const outgoing = http.request({
      host: '127.0.0.1',
      port,
      method: request.method,
      path: request.path,
      headers: headers.flat(),
      agent: false,
      localAddress: request.localAddress,
    });
    const timer = setTimeout(() => {
      outgoing.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    outgoing.on('response', (response) => {
      const stream = String(response.headers['content-type'] ?? '').startsWith('text/event-stream');
      if (stream) {
        clearTimeout(timer);
        response.destroy();
        outgoing.destroy();
        resolve({ status: response.statusCode!, headers: response.headers, text: '', stream });
        return;
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
          stream,
        });
      });
      response.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    outgoing.end(request.body);
  });
}

/** A request in a form that reads well in a failure report: long texts shortened, with their length. */
/**
 * Sends a request (`send` answers how long it stalled the event loop) and fails when it stalls the loop past
 * STALL_LIMIT_MS three times in a row: a request that blocks the loop does so every time, while a busy machine stalls
 * a request only now and then.
 */
export async function refuseStalls(send: () => Promise<number>, request: RawRequest): Promise<void> {
  const stalls = [await send()];
  while (stalls.at(-1)! > STALL_LIMIT_MS && stalls.length < 3) stalls.push(await send());
  if (stalls.every((stall) => stall > STALL_LIMIT_MS)) {
    throw new Error(`the event loop stalled ${stalls.join(', ')} ms during\n${describeRequest(request)}`);
  }
}

export function describeRequest(request: RawRequest): string {
  const short = (text: string) =>
    text.length <= 300 ? JSON.stringify(text) : `${JSON.stringify(text.slice(0, 300))}… (${text.length} chars)`;
  return [
    `${request.method} ${short(request.path)}`,
    ...request.headers.map(([name, value]) => `  ${name}: ${short(value)}`),
    ...(request.body === undefined ? [] : [`  body: ${short(request.body)}`]),
    ...(request.localAddress ? [`  from ${request.localAddress}`] : []),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------------
// Checks

/** A stack frame: "at fn (file:///…", "at fn (/…", "at node:internal/…". */
const STACK_FRAME = /\bat (?:async )?(?:[\w$.<>[\]]+ \()?(?:file:\/\/|node:|\/[\w.-]+\/|[A-Za-z]:\\)/;

/** Traces of an internal error: stack frames, source positions, the module tree, this machine's paths. */
const STACK_TRACE_MARKS = [
  STACK_FRAME,
  /node:internal/,
  /node_modules/,
  /\.[cm]?[jt]sx?:\d+:\d+/,
  /[A-Za-z]*Error: [^"]*[\\/][\w.-]+[\\/]/,
  /\/(?:work|home|usr|tmp|root)\//,
  /"stack"\s*:/,
];

/**
 * The trace of an internal error in an answer (its body or a header), if any. A mark counts only when the request
 * did not itself hold it: a refusal may quote the request (an unknown route, an unknown operation). An answer that
 * was not a refusal may hold any text stored before, so there only stack frames count.
 */
export function stackTraceIn(answer: RawAnswer, request: RawRequest): string | undefined {
  const sent = [request.path, ...request.headers.flat(), request.body ?? ''].join('\n');
  const received = [answer.text, ...Object.values(answer.headers).flat()].join('\n');
  for (const mark of answer.status >= 400 ? STACK_TRACE_MARKS : [STACK_FRAME, /node:internal/]) {
    const found = mark.exec(received)?.[0];
    if (found && !sent.includes(found.trim())) return found;
  }
  return undefined;
}

/** The own property names of the built-in prototypes, to see whether a request added any. */
export function prototypeSnapshot(): string {
  return [Object.prototype, Array.prototype, Function.prototype, String.prototype, Number.prototype]
    .map((proto) => Reflect.ownKeys(proto).map(String).sort().join(','))
    .join('|');
}

/** What a polluted prototype would show: names every plain object would then have. */
export function pollutedProperties(): string[] {
  const probe: Record<string, unknown> = {};
  return ['x', 'polluted', 'isAdmin', 'admin', 'status', 'is_admin', 'role'].filter(
    (name) => probe[name] !== undefined,
  );
}

/** The event loop's delay over some work, in milliseconds. */
export interface LoopDelay {
  samples: number;
  p50: number;
  p99: number;
  max: number;
}

const milliseconds = (ns: number) => Math.round((ns / 1e6) * 10) / 10;

/**
 * Runs the work with monitorEventLoopDelay sampling every 10 ms, enabled for just that work: its result, and the
 * loop's delay meanwhile (percentiles in milliseconds).
 */
export async function withLoopDelay<T>(work: () => Promise<T>): Promise<{ result: T; delay: LoopDelay }> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let result: T;
  try {
    result = await work();
  } finally {
    histogram.disable();
  }
  const delay =
    histogram.count === 0
      ? { samples: 0, p50: 0, p99: 0, max: 0 }
      : {
          samples: histogram.count,
          p50: milliseconds(histogram.percentile(50)),
          p99: milliseconds(histogram.percentile(99)),
          max: milliseconds(histogram.max),
        };
  return { result, delay };
}

/** Starts watching the event loop during one request; the function returned stops and tells the worst delay (ms). */
export function watchLoop(): () => number {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return () => {
    histogram.disable();
    return histogram.count > 0 ? Math.round(milliseconds(histogram.max)) : 0;
  };
}

/** The event loop's p99 on a quiet machine, sampled every 10 ms: the interval and a little. */
const QUIET_P99_MS = 20;

/**
 * The fuzz's event-loop budget: p99 under `limitMs` on a quiet machine. Where harmless requests (the controls, measured
 * just before and after the fuzz, in the same way) show that the machine's load alone adds to the delay, the fuzz may
 * add as much on top.
 */
export function loopBudget(limitMs: number, controls: LoopDelay[]): { limitMs: number; reason: string } {
  const load = Math.max(0, ...controls.map((delay) => delay.p99 - QUIET_P99_MS));
  return load === 0
    ? { limitMs, reason: `p99 under ${limitMs} ms` }
    : {
        limitMs: Math.round(limitMs + load),
        reason: `p99 under ${limitMs} ms, plus the ${Math.round(load)} ms the machine's load adds to harmless requests`,
      };
}

/** Per table, its row count and an MD5 of its rows in primary-key order. */
export type DataDigest = Record<string, { rows: number; md5: string }>;

/** Runs one SQL statement and returns its rows. */
type RunQuery = (text: string) => Promise<Record<string, unknown>[]>;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * A digest of every table of the schema, as listed by information_schema, except `skipTables` (bookkeeping that is
 * not data, or that a refusal writes by design), without the columns `skipColumns` names (`table.column`). Rows are
 * digested in primary-key order (all columns for a table without one). Returns the function that takes a digest.
 */
export async function dataDigester(
  run: RunQuery,
  schema: string,
  { skipTables = [], skipColumns = [] }: { skipTables?: string[]; skipColumns?: string[] } = {},
): Promise<{ tables: string[]; digest: () => Promise<DataDigest> }> {
  const listed = await run(`
    SELECT t.table_name AS name,
      (SELECT string_agg(quote_ident(k.column_name), ',' ORDER BY k.ordinal_position)
         FROM information_schema.table_constraints c
         JOIN information_schema.key_column_usage k
           ON k.constraint_name = c.constraint_name AND k.table_schema = c.table_schema AND k.table_name = c.table_name
        WHERE c.table_schema = t.table_schema AND c.table_name = t.table_name AND c.constraint_type = 'PRIMARY KEY'
      ) AS key
      FROM information_schema.tables t
     WHERE t.table_schema = ${quoteLiteral(schema)} AND t.table_type = 'BASE TABLE'
     ORDER BY t.table_name`);
  const tables = listed.filter((row) => !skipTables.includes(String(row.name)));
  const statement = tables
    .map((row) => {
      const name = String(row.name);
      const dropped = skipColumns
        .filter((c) => c.startsWith(`${name}.`))
        .map((c) => quoteLiteral(c.slice(name.length + 1)));
      const json = dropped.length > 0 ? `(to_jsonb(t) - ARRAY[${dropped.join(',')}]::text[])` : 'to_jsonb(t)';
      const order = row.key
        ? String(row.key)
            .split(',')
            .map((column) => `t.${column}`)
            .join(',')
        : `${json}::text`;
      return `SELECT ${quoteLiteral(name)} AS name, count(*)::int AS rows,
        coalesce(md5(string_agg(${json}::text, ',' ORDER BY ${order})), '') AS md5
        FROM ${quoteIdent(schema)}.${quoteIdent(name)} t`;
    })
    .join('\nUNION ALL\n');
  return {
    tables: tables.map((row) => String(row.name)),
    async digest() {
      const rows = await run(statement);
      return Object.fromEntries(
        rows.map((row) => [String(row.name), { rows: Number(row.rows), md5: String(row.md5) }]),
      );
    },
  };
}

/**
 * The tables whose digest differs, with their row counts before and after. A table of `mayShrink` may lose rows
 * (a refusal may use up what it answered, such as a sign-in challenge); it may not gain or change any.
 */
export function changedTables(
  before: DataDigest,
  after: DataDigest,
  { mayShrink = [] }: { mayShrink?: string[] } = {},
): string[] {
  return Object.keys({ ...before, ...after })
    .filter((table) => before[table]?.md5 !== after[table]?.md5 || before[table]?.rows !== after[table]?.rows)
    .filter((table) => !(mayShrink.includes(table) && (after[table]?.rows ?? 0) < (before[table]?.rows ?? 0)))
    .map((table) => `${table} (${before[table]?.rows ?? '-'} → ${after[table]?.rows ?? '-'} rows)`);
}
