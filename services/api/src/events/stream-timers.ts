import { unavailable } from '../errors.ts';

/** setTimeout's longest wait is about 24.8 days; a later expiry is reached in steps of a day. */
const MAX_TIMER_MS = 24 * 3600 * 1000;

/** Calls `then` at `when` (however far off it is); returns the function that cancels it. */
export function at(when: Date, then: () => void): () => void {
  let timer: NodeJS.Timeout;
  const arm = () => {
    const wait = when.getTime() - Date.now();
    timer = wait > MAX_TIMER_MS ? setTimeout(arm, MAX_TIMER_MS) : setTimeout(then, Math.max(0, wait));
  };
  arm();
  return () => clearTimeout(timer);
}

/** Resolves as a subscription `promise`, or fails with 503 after `ms` (its late result is then undone). */
export async function withTimeout(promise: Promise<() => void>, ms: number): Promise<() => void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void promise.then(
        (stop) => stop(),
        () => undefined,
      );
      reject(unavailable('EVENTS_UNAVAILABLE', 'Live updates are unavailable right now. Try again soon.'));
    }, ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
