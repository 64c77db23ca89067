/** The orders the portal offers: most upvotes first (spec §7), or newest first. */
export const SORT_ORDERS = ['top', 'newest'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

interface Sortable {
  id: string;
  upvotes: number;
  created_at: string;
}

const newestFirst = (a: Sortable, b: Sortable) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id);

/**
 * The list in the chosen order, as a new array. "top" sorts by upvotes,
 * highest first (spec §7), ties newest first; ISO dates compare as text.
 */
export function sortItems<T extends Sortable>(items: readonly T[], order: SortOrder): T[] {
  const byOrder = order === 'top' ? (a: T, b: T) => b.upvotes - a.upvotes || newestFirst(a, b) : newestFirst;
  return [...items].sort(byOrder);
}
