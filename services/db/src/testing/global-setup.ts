import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '@koester/db/testing/postgres-cluster';

/** One PostgreSQL cluster for the whole run; each test suite makes its own database in it. */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
