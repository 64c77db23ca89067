import { describe, expect, it } from 'vitest';
import { nextVote, recount, type Vote } from './vote-transition';

describe('nextVote (spec §4)', () => {
  it.each<[Vote | null, boolean, Vote | null]>([
    [null, true, 'upvote'],
    [null, false, 'downvote'],
    ['upvote', false, 'downvote'],
    ['downvote', true, 'upvote'],
    ['upvote', true, null],
    ['downvote', false, null],
  ])('from %s, pressing %s up gives %s', (current, upvote, expected) => {
    expect(nextVote(current, upvote)).toBe(expected);
  });
});

describe('recount', () => {
  const item = { id: 'a', upvotes: 4, downvotes: 2 };

  it('adds, changes and removes one vote', () => {
    expect(recount(item, null, 'upvote')).toMatchObject({ upvotes: 5, downvotes: 2 });
    expect(recount(item, 'upvote', 'downvote')).toMatchObject({ upvotes: 3, downvotes: 3 });
    expect(recount(item, 'downvote', null)).toMatchObject({ upvotes: 4, downvotes: 1 });
    expect(recount(item, 'upvote', 'upvote')).toEqual(item);
  });

  it('keeps the other fields and never goes below zero', () => {
    expect(recount({ id: 'b', upvotes: 0, downvotes: 0 }, 'upvote', null)).toEqual({
      id: 'b',
      upvotes: 0,
      downvotes: 0,
    });
  });

  it('undoes itself: pressing the same way twice restores the counts', () => {
    for (const start of [null, 'upvote', 'downvote'] as const) {
      for (const upvote of [true, false]) {
        const once = nextVote(start, upvote);
        const twice = nextVote(once, upvote);
        const counts = recount(recount(item, start, once), once, twice);
        if (twice === start) expect(counts).toEqual(item);
      }
    }
  });
});
