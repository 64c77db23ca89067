import { describe, expect, it } from 'vitest';
import { sortItems } from './sort-items';

const item = (id: string, upvotes: number, day: number) => ({
  id,
  upvotes,
  created_at: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
});

describe('sortItems', () => {
  const items = [item('a', 1, 3), item('b', 9, 1), item('c', 9, 2), item('d', 0, 20)];

  it('puts the most upvoted first, ties newest first', () => {
    expect(sortItems(items, 'top').map((i) => i.id)).toEqual(['c', 'b', 'a', 'd']);
  });

  it('orders by date for "newest"', () => {
    expect(sortItems(items, 'newest').map((i) => i.id)).toEqual(['d', 'a', 'c', 'b']);
  });

  it('leaves its input alone', () => {
    const copy = [...items];
    sortItems(items, 'top');
    expect(items).toEqual(copy);
  });
});
