import fc from 'fast-check';
import { hostileText } from '@koester/contract/testing/hostile-text';

/** Hostile header values and content types for the fuzz runs, as a client can put them on the wire. */

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
