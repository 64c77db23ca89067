import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A user's vote on a feedback item, as kept in this browser (spec §3, §7). */
export type Vote = 'upvote' | 'downvote';

export interface StoredProfile {
  name: string;
  email: string;
  /** When the profile was fetched, epoch milliseconds (cached 15 minutes, spec §7). */
  fetchedAt: number;
}

interface BrowserState {
  /** Feedback id → this user's vote. Votes are not fetched from the server (spec §7). */
  votes: Record<string, Vote>;
  /** Epoch milliseconds of the last vote fetch; refetched after 5 minutes. */
  lastVoteFetch: number | null;
  /** The feedback portal's intro was dismissed. */
  introClosed: boolean;
  profile: StoredProfile | null;
  setVote(feedbackId: string, vote: Vote | null): void;
  markVotesFetched(at: number): void;
  closeIntro(): void;
  setProfile(profile: StoredProfile | null): void;
  /** Sign-out forgets the stored profile (spec §4). */
  clearUserData(): void;
}

/** Per-browser items of spec §3, kept in localStorage. */
export const useBrowserStore = create<BrowserState>()(
  persist(
    (set) => ({
      votes: {},
      lastVoteFetch: null,
      introClosed: false,
      profile: null,
      setVote: (feedbackId, vote) =>
        set((state) => {
          const votes = { ...state.votes };
          if (vote) votes[feedbackId] = vote;
          else delete votes[feedbackId];
          return { votes };
        }),
      markVotesFetched: (at) => set({ lastVoteFetch: at }),
      closeIntro: () => set({ introClosed: true }),
      setProfile: (profile) => set({ profile }),
      clearUserData: () => set({ profile: null, votes: {}, lastVoteFetch: null }),
    }),
    {
      name: 'koester-browser',
      version: 1,
      storage: createJSONStorage(() => localStorage),
    },
  ),
);
