// Publishes an app's build to its folder in the CDN directory, the way a deploy uploads to a CDN prefix:
// hashed files first (old ones stay, so open pages keep working), the manifest and HTML last.
import { cp, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const LAST = new Set(['routes.json', 'mf-manifest.json', 'mf-manifest-stats.json', 'index.html']);

/**
 * @param {string} name shell or a remote's name
 * @param {string} [appDir] the app's folder, when not the usual one
 */
export function distDir(name, appDir) {
  if (appDir) return path.join(appDir, 'dist');
  return name === 'shell' ? path.join(ROOT, 'shell/dist') : path.join(ROOT, 'remotes', name, 'dist');
}

/**
 * Copies apps' dist folders into `<cdnDir>/<name>/`.
 * @param {string} name
 * @param {string} cdnDir
 * @param {string} [from] the build to publish (default: the app's dist folder)
 * @returns {Promise<string>} the published folder
 */
export async function publishApp(name, cdnDir, from = distDir(name)) {
  if (!(await stat(from).catch(() => null))?.isDirectory()) {
    throw new Error(`${path.relative(ROOT, from)} does not exist: build ${name} first`);
  }
  const to = path.join(cdnDir, name);
  await mkdir(to, { recursive: true });
  const entries = await readdir(from);
  for (const entry of entries.filter((e) => !LAST.has(e))) {
    await cp(path.join(from, entry), path.join(to, entry), { recursive: true, force: true, preserveTimestamps: true });
  }
  for (const entry of entries.filter((e) => LAST.has(e))) {
    await cp(path.join(from, entry), path.join(to, entry), { force: true, preserveTimestamps: true });
  }
  return to;
}
