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
  const [cluster, template] = await Promise.all([startPostgresCluster(), saveBlankPglite()]);
  project.provide('postgresUrl', cluster.url);
  project.provide('pgliteTemplate', template.file);
  return async () => {
    await cluster.stop();
    await rm(template.dir, { recursive: true, force: true });
  };
}

async function saveBlankPglite() {
  const dir = await mkdtemp(path.join(tmpdir(), 'koester-pglite-'));
  const file = path.join(dir, 'blank.tar.gz');
  const pglite = await PGlite.create();
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  return { dir, file };
}
