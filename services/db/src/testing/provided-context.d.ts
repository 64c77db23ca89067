// What the global test setup provides to every test file (the run's PostgreSQL cluster, the blank PGlite folder).
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A file holding a blank PGlite data folder (gzip tar), for `blankPglite`. */
    pgliteTemplate?: string;
  }
}
