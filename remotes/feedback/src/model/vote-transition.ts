/** A user's vote on a feedback item (spec §3). */
export type Vote = 'upvote' | 'downvote';

interface VoteCounts {
  upvotes: number;
  downvotes: number;
}

/**
 * Spec §4: a vote is added, changed to the other direction, or removed by
 * voting the same way again. Returns the caller's vote after pressing up
 * (`upvote` true) or down.
 */
export function nextVote(current: Vote | null, upvote: boolean): Vote | null {
  const pressed: Vote = upvote ? 'upvote' : 'downvote';
  return current === pressed ? null : pressed;
}

/** The counts once `from` became `to`: what the page shows before the server answers. */
export function recount<T extends VoteCounts>(item: T, from: Vote | null, to: Vote | null): T {
  const delta = (vote: Vote) => (to === vote ? 1 : 0) - (from === vote ? 1 : 0);
  return {
    ...item,
    upvotes: Math.max(0, item.upvotes + delta('upvote')),
    downvotes: Math.max(0, item.downvotes + delta('downvote')),
  };
}
