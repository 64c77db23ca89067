import { openAsBlob } from 'node:fs';
import { inject } from 'vitest';
import type { DatabaseOptions } from '../database.ts';

/**
 * The options of a fresh in-memory PGlite for a test: started from the run's blank data folder (made by the global
 * setup) rather than created, which takes about a third of the work; on a loaded machine that is what keeps a test's
 * start within its hook's time. Runs without that setup (the fault runs, one file at a time) create a folder.
 */
export async function blankPglite(): Promise<DatabaseOptions> {
  const file = inject('pgliteTemplate');
  // Typed as gzip, so PGlite unpacks it at once rather than after failing to read it as a plain tar.
  return file ? { template: await openAsBlob(file, { type: 'application/gzip' }) } : {};
}
