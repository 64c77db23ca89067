import fc from 'fast-check';
import {
  hostileJson,
  hostileNumber,
  POLLUTING_KEYS,
  pollutingValue,
  RawJson,
  structuralJson,
  toJsonText,
} from '@koester/contract/testing/hostile-json';
import { hostileText, longText, unicodeText } from '@koester/contract/testing/hostile-text';

/** Hostile request bodies for the fuzz runs, as text: barely JSON at all, or a valid body changed for the worse. */

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
