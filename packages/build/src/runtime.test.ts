// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url);
const major = (version: string) => Number(/(\d+)/.exec(version)?.[1]);

describe('the runtime', () => {
  it('is the Node the project asks for (package.json engines and .nvmrc), as npm test and npm start run it', () => {
    const engines = (JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')) as { engines: { node: string } })
      .engines.node;
    const nvmrc = readFileSync(new URL('.nvmrc', ROOT), 'utf8').trim();
    expect(engines).toBe(`>=${nvmrc}`);
    expect(major(process.version)).toBeGreaterThanOrEqual(major(nvmrc));
  });
});
