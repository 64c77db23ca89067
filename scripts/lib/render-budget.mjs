// How many pages one client may have rendered at request time (render-on-request.mjs): a render takes the one
// browser's turn, so a single client asking for address after address must not keep it from everyone else.

/** New renders (not in memory) one client may cause per minute; more get the placeholder page. */
const RENDERS_PER_CLIENT_MINUTE = 30;

/** Counts each client's new renders, minute by minute. */
export function createRenderBudget() {
  /** @type {Map<string, { minute: number, count: number }>} new renders per client, this minute */
  const budgets = new Map();
  /** Whether a client may cause one more new render this minute. @param {string} client */
  return function withinBudget(client) {
    const minute = Math.floor(Date.now() / 60_000);
    const budget = budgets.get(client);
    if (!budget || budget.minute !== minute) {
      if (budgets.size > 10_000) budgets.clear();
      budgets.set(client, { minute, count: 1 });
      return true;
    }
    budget.count++;
    return budget.count <= RENDERS_PER_CLIENT_MINUTE;
  };
}
