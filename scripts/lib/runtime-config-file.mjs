// The runtime config as a deploy keeps it: one JSON file at the root of the CDN folder, served by the shell's
// origin as /runtime-config.json (no-cache). `npm start` writes it whole; `deploy:remote` updates one remote's
// entry in it. Writes are atomic (a reader sees the old file or the new one) and deploys take turns.
import { rmSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const RUNTIME_CONFIG_FILE = 'runtime-config.json';
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
 * Writes the file whole. An `admin` list that a file of an older deploy carried is dropped: the file is public, and
 * admins are known from their tokens (the `admin` group) and to the API's own configuration.
 * @param {string} cdnDir
 * @param {Record<string, unknown>} config
 */
export async function writeRuntimeConfigFile(cdnDir, config) {
  await mkdir(cdnDir, { recursive: true });
  const file = runtimeConfigPath(cdnDir);
  const temp = `${file}.${process.pid}.tmp`;
  const { admin: _admin, ...publicConfig } = config;
  await writeFile(temp, `${JSON.stringify(publicConfig, null, 2)}\n`);
  await rename(temp, file);
}

/** A lock older than this is taken over: no deploy step holds it that long (the build runs outside it). */
const STALE_LOCK_MS = 10 * 60_000;

/**
 * Whether a lock's holder is gone: its process no longer runs on this host, or it is older than STALE_LOCK_MS.
 * @param {string} lock
 */
async function isAbandoned(lock) {
  const owner = await readFile(path.join(lock, 'owner.json'), 'utf8')
    .then((text) => JSON.parse(text))
    .catch(() => null);
  if (!owner) return false; // just being created: wait for its owner file
  if (Date.now() - owner.since > STALE_LOCK_MS) return true;
  if (owner.host !== os.hostname()) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'ESRCH';
  }
}

/**
 * Runs `work` while holding the CDN folder's deploy lock, so two deploys never interleave their
 * read-modify-write of the runtime config. A lock left by a deploy that died is taken over; Ctrl+C releases it.
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
      await writeFile(
        path.join(lock, 'owner.json'),
        JSON.stringify({ pid: process.pid, host: os.hostname(), since: Date.now() }),
      );
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      if (await isAbandoned(lock)) {
        await rm(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) {
        throw new Error(`Another deploy holds ${lock}. If none is running, remove that folder.`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const release = () => rmSync(lock, { recursive: true, force: true });
  const interrupted = () => {
    release();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    return await work();
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    release();
  }
}
