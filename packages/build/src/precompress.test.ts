// @vitest-environment node
import { mkdtemp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('precompressing a build', () => {
  it('writes a Brotli copy beside every script and stylesheet worth it, in every folder, and nothing else', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'koester-precompress-'));
    await mkdir(path.join(dir, 'js/async'), { recursive: true });
    const script = 'export const greeting = "hallo";\n'.repeat(200);
    await writeFile(path.join(dir, 'js/async/page.js'), script);
    await writeFile(path.join(dir, 'site.css'), '.k-card { padding: 16px; }\n'.repeat(100));
    await writeFile(path.join(dir, 'tiny.js'), 'export {};');
    await writeFile(path.join(dir, 'logo.svg'), '<svg></svg>'.repeat(200));

    const result = await precompressDir(dir);

    expect(result.files).toBe(2);
    const compressed = await readFile(path.join(dir, 'js/async/page.js.br'));
    expect(brotliDecompressSync(compressed).toString()).toBe(script);
    expect(compressed.length).toBeLessThan(script.length / 10);
    expect(await stat(path.join(dir, 'site.css.br'))).toBeTruthy();
    await expect(stat(path.join(dir, 'tiny.js.br'))).rejects.toThrow();
    await expect(stat(path.join(dir, 'logo.svg.br'))).rejects.toThrow();
  });
});
