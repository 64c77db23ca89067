import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { API_TYPES_FILE, generateApiTypes } from '../src/contract/api-types.ts';

/** The first line where two texts differ, for a message that points somewhere. */
function firstDifference(expected: string, actual: string): string {
  const [a, b] = [expected.split('\n'), actual.split('\n')];
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line === -1 ? a.length : line;
  return `line ${at + 1}: expected ${JSON.stringify(a[at])}, checked in ${JSON.stringify(b[at])}`;
}

it('the API types in the shared package match the OpenAPI document', async () => {
  const generated = await generateApiTypes();
  const checkedIn = readFileSync(API_TYPES_FILE, 'utf8');
  expect(
    generated === checkedIn,
    `packages/contract/src/api/api-schema.ts is out of date with the API (${firstDifference(generated, checkedIn)}): run \`npm run api:types\``,
  ).toBe(true);
});
