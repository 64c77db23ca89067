import {
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  type FeedbackStatus,
  type FeedbackType,
} from '@koester/contract/validation/feedback-rules';
import { SORT_ORDERS, type SortOrder } from './sort-items';

/** The longest search the API accepts. */
export const SEARCH_MAX = 100;

/** A signed-in viewer's own slices of the list: what they wrote, voted on, or follow. */
export const MINE_FILTERS = ['all', 'items', 'votes', 'following'] as const;
export type MineFilter = (typeof MINE_FILTERS)[number];

/** What the portal's list shows: filters, order and search, all kept in the URL's query string. */
export interface ListView {
  type: FeedbackType | 'all';
  status: FeedbackStatus | 'all';
  sort: SortOrder;
  q: string;
  /** Only for a signed-in viewer; a visitor's list ignores it. */
  mine: MineFilter;
}

/** Spec §2: the status filter starts at open; the list is sorted by upvotes (spec §7). */
export const DEFAULT_VIEW: ListView = { type: 'all', status: 'open', sort: 'top', q: '', mine: 'all' };

/** The portal starts at open items; one's own slices at every status (what one voted on may well be done by now). */
const defaultStatus = (mine: MineFilter): ListView['status'] => (mine === 'all' ? DEFAULT_VIEW.status : 'all');

const oneOf = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** Reads a view from a query string; anything unknown falls back to the default, so an old link still opens. */
export function parseListView(params: URLSearchParams): ListView {
  const mine = oneOf(MINE_FILTERS, params.get('mine'), DEFAULT_VIEW.mine);
  return {
    type: oneOf([...FEEDBACK_TYPES, 'all'], params.get('type'), DEFAULT_VIEW.type),
    status: oneOf([...FEEDBACK_STATUSES, 'all'], params.get('status'), defaultStatus(mine)),
    sort: oneOf(SORT_ORDERS, params.get('sort'), DEFAULT_VIEW.sort),
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX),
    mine,
  };
}

/** A view with a change: another slice moves a status left at its default to the new slice's, and keeps a chosen one. */
export function changeListView(view: ListView, change: Partial<ListView>): ListView {
  const next = { ...view, ...change };
  if (change.mine !== undefined && change.status === undefined && view.status === defaultStatus(view.mine))
    next.status = defaultStatus(next.mine);
  return next;
}

/** The query string of a view, without the defaults, so the plain portal stays at /feedback. */
export function listViewSearch(view: ListView): URLSearchParams {
  const params = new URLSearchParams();
  const defaults = { ...DEFAULT_VIEW, status: defaultStatus(view.mine) };
  for (const key of ['type', 'status', 'sort', 'mine'] as const)
    if (view[key] !== defaults[key]) params.set(key, view[key]);
  const q = view.q.trim();
  if (q) params.set('q', q);
  return params;
}

/** True when the view narrows nothing beyond the default, where an empty list means the portal is empty. */
export function isFiltered(view: ListView): boolean {
  return view.type !== 'all' || view.status !== 'all' || view.q.trim() !== '' || view.mine !== 'all';
}
