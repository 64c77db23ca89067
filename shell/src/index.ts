import { nextTask } from './next-task';

// The async boundary Module Federation needs before any shared module is used. In a task of its own: evaluating
// the federation runtime is one long task already, and the start would otherwise run on in it (its chunks are
// preloaded, so the import resolves at once).
void nextTask().then(() => import('./bootstrap'));
