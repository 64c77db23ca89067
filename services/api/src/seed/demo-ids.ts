// Fixed ids make the seed idempotent: a second run inserts nothing.
/** The demo row numbered `n`, as a UUID. */
export const demoId = (n: number) => `5eed0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A moment `days` days before now. */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
