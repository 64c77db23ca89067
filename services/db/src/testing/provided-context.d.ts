// What the global test setup provides to every test file (the run's PostgreSQL cluster).
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
