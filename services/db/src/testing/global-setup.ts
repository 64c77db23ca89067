import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '@koester/db/testing/postgres-cluster';

/**
 * One PostgreSQL cluster for the whole run; each test suite makes its own database in it. And one blank PGlite data
 * folder, saved to a file, that every in-memory test database starts from (see `blankPglite`).
 */
export default async function setup(project: TestProject) {
  const template = await saveBlankPglite();
  const cluster = await startPostgresCluster().catch(async (error: unknown) => {
    await template.remove();
    throw error;
  });
  project.provide('postgresUrl', cluster.url);
  project.provide('pgliteTemplate', template.file);
  return async () => {
    try {
      await cluster.stop();
    } finally {
      await template.remove();
    }
  };
}

/** A new PGlite's data folder as a gzip tar in a folder of its own, which `remove` deletes. */
async function saveBlankPglite() {
  const dir = await mkdtemp(path.join(tmpdir(), 'koester-pglite-'));
  const file = path.join(dir, 'blank.tar.gz');
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    const pglite = await PGlite.create();
    try {
      const dump = await pglite.dumpDataDir('gzip');
      await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await pglite.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { file, remove };
}
