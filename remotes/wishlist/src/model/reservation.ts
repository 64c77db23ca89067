/** An item as the shared view shows it (the fields that decide its reservation state). */
export interface ReservableItem {
  claim_status: 'available' | 'claimed' | 'hidden';
  claimed_by_name: string | null;
  claimed_by_email: string | null;
  purchased: boolean | null;
  is_mine: boolean;
}

/** What an item shows about its reservation, and what the viewer may do with it. */
export type ReservationState =
  | { kind: 'owner' }
  | { kind: 'available' }
  | { kind: 'mine'; purchased: boolean }
  | { kind: 'taken'; by: string | null; purchased: boolean };

/**
 * Spec §2, §4, §6: the owner sees nothing of reservations; an available item
 * can be reserved; your own reservation can be cancelled (and marked bought);
 * someone else's shows who reserved it (name, else email, else null for
 * 'iemand anders') and whether it was bought.
 */
export function reservationState(item: ReservableItem, isOwner: boolean): ReservationState {
  if (isOwner || item.claim_status === 'hidden') return { kind: 'owner' };
  if (item.claim_status === 'available') return { kind: 'available' };
  const purchased = item.purchased === true;
  if (item.is_mine) return { kind: 'mine', purchased };
  const by = item.claimed_by_name?.trim() || item.claimed_by_email?.trim() || null;
  return { kind: 'taken', by, purchased };
}
