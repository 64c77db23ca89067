import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useSessionStore, type SessionStatus, type SessionUser } from '@koester/shared/session/session-store';

/** A user's vote on a feedback item (spec §3). */
export type Vote = 'upvote' | 'downvote';

/** The localStorage key of the portal's per-browser data (spec §3). */
export const VOTE_STORE_KEY = 'koester-feedback';

interface VoteState {
  /** Whose votes these are: set by the session, so one user never sees another's. */
  userId: string | null;
  /** Feedback id → this user's vote. Votes are not fetched from the server (spec §7). */
  votes: Record<string, Vote>;
  /** Epoch milliseconds of the last fetch of the list the votes belong to (refetched every 5 minutes). */
  lastVoteFetch: number | null;
  /** The portal's intro was dismissed (spec §2): a choice of this browser, kept across sign-outs. */
  introClosed: boolean;
  /** Records a vote, replaces it, or with null removes it. */
  setVote(feedbackId: string, vote: Vote | null): void;
  markVotesFetched(at: number): void;
  closeIntro(): void;
  /** Forgets the votes and hands the store to `userId` (null: nobody). */
  resetFor(userId: string | null): void;
}

/** State only the feedback portal needs, kept in localStorage (spec §3). */
export const useVoteStore = create<VoteState>()(
  persist(
    (set) => ({
      userId: null,
      votes: {},
      lastVoteFetch: null,
      introClosed: false,
      setVote: (feedbackId, vote) =>
        set((state) => {
          const votes = { ...state.votes };
          if (vote) votes[feedbackId] = vote;
          else delete votes[feedbackId];
          return { votes };
        }),
      markVotesFetched: (at) => set({ lastVoteFetch: at }),
      closeIntro: () => set({ introClosed: true }),
      resetFor: (userId) => set({ userId, votes: {}, lastVoteFetch: null }),
    }),
    {
      name: VOTE_STORE_KEY,
      version: 1,
      partialize: ({ userId, votes, lastVoteFetch, introClosed }) => ({ userId, votes, lastVoteFetch, introClosed }),
      storage: createJSONStorage(() => localStorage),
    },
  ),
);

/**
 * Sign-out clears the votes (spec §4), and so does another user signing in.
 * Also applied when this remote loads, since the session may have ended while
 * it was not on the page. Nothing happens while the session is restored.
 */
export function followSession({ status, user }: { status: SessionStatus; user: SessionUser | null }): void {
  if (status === 'unknown') return;
  const owner = status === 'signed-in' ? (user?.userId ?? null) : null;
  const { userId, resetFor } = useVoteStore.getState();
  if (owner !== userId) resetFor(owner);
}

followSession(useSessionStore.getState());
useSessionStore.subscribe(followSession);
