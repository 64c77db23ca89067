import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  sessionOwner,
  useSessionStore,
  type SessionStatus,
  type SessionUser,
} from '@koester/shared/session/session-store';
import type { Vote } from '../model/vote-transition';
import { migrateLegacyPortalEntry } from './intro-store';

/**
 * The localStorage key of the user's votes (spec §3). Under `koester-user:`, so the shared sign-out code removes it
 * even on a page where this remote is not loaded (docs/decisions.md, "Data layer").
 */
export const VOTE_STORE_KEY = 'koester-user:feedback-votes';

interface VoteState {
  /** Whose votes these are: set by the session, so one user never sees another's. */
  userId: string | null;
  /**
   * Feedback id → this user's vote (spec §3). The spec's portal never fetched votes (§7); this one takes them from
   * the list's `user_vote`, so a second device shows the right state (docs/decisions.md, "Feedback portal").
   */
  votes: Record<string, Vote>;
  /** Epoch milliseconds of the last fetch of the list the votes belong to (refetched every 5 minutes). */
  lastVoteFetch: number | null;
  /** Records a vote, replaces it, or with null removes it. */
  setVote(feedbackId: string, vote: Vote | null): void;
  markVotesFetched(at: number): void;
  /** Takes the votes the server reported for these items (`user_vote`), when they belong to the store's user. */
  syncVotes(userId: string, items: readonly { id: string; user_vote: Vote | null }[]): void;
  /** Forgets the votes and hands the store to `userId` (null: nobody). */
  resetFor(userId: string | null): void;
}

migrateLegacyPortalEntry();

/** The signed-in user's votes, which only the feedback portal needs, kept in localStorage (spec §3). */
export const useVoteStore = create<VoteState>()(
  persist(
    (set) => ({
      userId: null,
      votes: {},
      lastVoteFetch: null,
      setVote: (feedbackId, vote) =>
        set((state) => {
          const votes = { ...state.votes };
          if (vote) votes[feedbackId] = vote;
          else delete votes[feedbackId];
          return { votes };
        }),
      markVotesFetched: (at) => set({ lastVoteFetch: at }),
      syncVotes: (userId, items) =>
        set((state) => {
          if (state.userId !== userId) return {};
          const votes = { ...state.votes };
          for (const item of items) {
            if (item.user_vote) votes[item.id] = item.user_vote;
            else delete votes[item.id];
          }
          return { votes };
        }),
      resetFor: (userId) => set({ userId, votes: {}, lastVoteFetch: null }),
    }),
    {
      name: VOTE_STORE_KEY,
      version: 1,
      partialize: ({ userId, votes, lastVoteFetch }) => ({ userId, votes, lastVoteFetch }),
      storage: createJSONStorage(() => localStorage),
    },
  ),
);

/**
 * Sign-out clears the votes (spec §4), and so does another user signing in.
 * The shared sign-out code removes the stored entry; this clears the votes a
 * loaded page holds in memory at once, and checks the session it finds when
 * this remote loads. Nothing happens while the session is restored.
 */
export function followSession(session: { status: SessionStatus; user: SessionUser | null }): void {
  const owner = sessionOwner(session);
  if (owner === undefined) return;
  const { userId, resetFor } = useVoteStore.getState();
  if (owner !== userId) resetFor(owner);
  // Signed out, nothing of a user stays stored, even when the shared code removed the entry before this reset it.
  if (owner === null) useVoteStore.persist.clearStorage();
}

followSession(useSessionStore.getState());
useSessionStore.subscribe(followSession);
