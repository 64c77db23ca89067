// The runtime config as a deploy keeps it: one JSON file at the root of the CDN folder, served by the shell's
// origin as /runtime-config.json (no-cache). `npm start` writes it whole; `deploy:remote` updates one remote's
// entry in it. Writes are atomic (a reader sees the old file or the new one) and deploys take turns.
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const RUNTIME_CONFIG_FILE = 'runtime-config.json';
const LOCK = '.deploy-lock';

/** @param {string} cdnDir */
export const runtimeConfigPath = (cdnDir) => path.join(cdnDir, RUNTIME_CONFIG_FILE);

/**
 * @param {string} cdnDir
 * @returns {Promise<any | null>} the parsed file, or null when there is none yet
 */
export async function readRuntimeConfigFile(cdnDir) {
  const text = await readFile(runtimeConfigPath(cdnDir), 'utf8').catch((error) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  return text === null ? null : JSON.parse(text);
}

/**
 * @param {string} cdnDir
 * @param {unknown} config
 */
export async function writeRuntimeConfigFile(cdnDir, config) {
  await mkdir(cdnDir, { recursive: true });
  const file = runtimeConfigPath(cdnDir);
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(config, null, 2)}\n`);
  await rename(temp, file);
}

/**
 * Runs `work` while holding the CDN folder's deploy lock, so two deploys never interleave their
 * read-modify-write of the runtime config.
 * @template T
 * @param {string} cdnDir
 * @param {() => Promise<T>} work
 * @param {{ waitMs?: number }} [options]
 * @returns {Promise<T>}
 */
export async function withDeployLock(cdnDir, work, { waitMs = 120_000 } = {}) {
  await mkdir(cdnDir, { recursive: true });
  const lock = path.join(cdnDir, LOCK);
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) {
        const since = (await stat(lock).catch(() => null))?.mtime.toISOString() ?? 'unknown';
        throw new Error(`Another deploy holds ${lock} (since ${since}). If none is running, remove that folder.`, {
          cause: error,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
