import { describe, expect, it } from 'vitest';
import { reservationState, type ReservableItem } from './reservation';

const item = (over: Partial<ReservableItem>): ReservableItem => ({
  claim_status: 'available',
  claimed_by_name: null,
  claimed_by_email: null,
  purchased: false,
  is_mine: false,
  ...over,
});

describe('reservationState', () => {
  it('shows the owner nothing, whatever the item says', () => {
    expect(reservationState(item({ claim_status: 'claimed', claimed_by_name: 'Ann' }), true)).toEqual({
      kind: 'owner',
    });
    expect(reservationState(item({ claim_status: 'hidden', purchased: null }), false)).toEqual({ kind: 'owner' });
  });

  it('offers an available item', () => {
    expect(reservationState(item({}), false)).toEqual({ kind: 'available' });
  });

  it('lets the reserver cancel and tells whether they marked it bought', () => {
    expect(reservationState(item({ claim_status: 'claimed', is_mine: true, purchased: true }), false)).toEqual({
      kind: 'mine',
      purchased: true,
    });
  });

  it("names who reserved someone else's item: name, else email, else nobody ('iemand anders')", () => {
    const claimed = { claim_status: 'claimed' as const };
    expect(reservationState(item({ ...claimed, claimed_by_name: 'Ann', claimed_by_email: 'a@x' }), false)).toEqual({
      kind: 'taken',
      by: 'Ann',
      purchased: false,
    });
    expect(reservationState(item({ ...claimed, claimed_by_email: 'a@x' }), false)).toMatchObject({ by: 'a@x' });
    expect(reservationState(item({ ...claimed, claimed_by_name: ' ' }), false)).toMatchObject({ by: null });
    expect(reservationState(item({ ...claimed, purchased: true }), false)).toMatchObject({ purchased: true });
  });
});
