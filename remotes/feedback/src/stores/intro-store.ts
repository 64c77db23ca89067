import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The localStorage key of the closed intro (spec §2). It is a choice of this browser, not of a user, so it stays out
 * of the `koester-user:` keys that every sign-out clears.
 */
export const INTRO_STORE_KEY = 'koester-feedback-intro';

/** The key that once held the votes, their owner, `lastVoteFetch` and the intro flag together. */
export const LEGACY_PORTAL_KEY = 'koester-feedback';

/**
 * Splits the old entry once: the closed intro moves to its own key (the visitor chose it and should not see the
 * intro again); the votes, their owner and the fetch time are dropped, because nothing tells whether their user is
 * still the one signed in, and votes are only a cache of the server's (docs/decisions.md, "Data layer"). Both
 * stores call it before reading storage, whichever loads first; afterwards it finds nothing to do.
 */
export function migrateLegacyPortalEntry(): void {
  try {
    const legacy = localStorage.getItem(LEGACY_PORTAL_KEY);
    if (legacy === null) return;
    localStorage.removeItem(LEGACY_PORTAL_KEY);
    const introClosed = (JSON.parse(legacy) as { state?: { introClosed?: unknown } } | null)?.state?.introClosed;
    if (introClosed === true && localStorage.getItem(INTRO_STORE_KEY) === null)
      localStorage.setItem(INTRO_STORE_KEY, JSON.stringify({ state: { closed: true }, version: 1 }));
  } catch {
    // Storage disabled, or an entry that is not JSON: it is gone, and the intro shows again.
  }
}

interface IntroState {
  /** The portal's intro was dismissed in this browser. */
  closed: boolean;
  close(): void;
}

migrateLegacyPortalEntry();

/** Whether the portal's intro was closed in this browser; kept across sign-outs and reloads (spec §2, §3). */
export const useIntroStore = create<IntroState>()(
  persist(
    (set) => ({
      closed: false,
      close: () => set({ closed: true }),
    }),
    {
      name: INTRO_STORE_KEY,
      version: 1,
      partialize: ({ closed }) => ({ closed }),
      storage: createJSONStorage(() => localStorage),
    },
  ),
);
