import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { PlanId } from '@koester/contract/plans/plan-ids';

/**
 * The signed-in user's profile as last fetched (spec §3 lists it among the
 * per-browser stored items). The profile query starts from it, so a reload
 * within the 15-minute profile cache asks the API nothing.
 */
interface StoredProfile {
  /** Whose profile this is: a stored profile of anyone but the signed-in user is never used. */
  userId: string;
  name: string;
  email: string;
  plan: PlanId;
  /** When it was fetched, epoch milliseconds. */
  fetchedAt: number;
}

interface BrowserState {
  profile: StoredProfile | null;
  setProfile(profile: StoredProfile | null): void;
  /** Sign-out forgets the stored profile (spec §4). */
  clearUserData(): void;
}

/**
 * What the shared package keeps in localStorage. State that only one remote
 * needs (the feedback portal's votes and intro flag) lives in that remote.
 * The shell may load this module (sign-out), so it must never import the
 * query client or TanStack Query.
 */
export const useBrowserStore = create<BrowserState>()(
  persist(
    (set) => ({
      profile: null,
      setProfile: (profile) => set({ profile }),
      clearUserData: () => set({ profile: null }),
    }),
    {
      name: 'koester-browser',
      // Version 1 also held votes and the intro flag, which no screen ever wrote, and a profile without
      // its user id; version 2's profile had no plan. All of it is dropped, and the profile is fetched again
      // (docs/decisions.md).
      version: 3,
      migrate: () => ({ profile: null }),
      partialize: ({ profile }) => ({ profile }),
      storage: createJSONStorage(() => localStorage),
    },
  ),
);
