import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  sessionOwner,
  useSessionStore,
  type SessionStatus,
  type SessionUser,
} from '@koester/shared/session/session-store';
import type { FieldErrors } from '@koester/contract/validation/field-codes';
import type { FeedbackType } from '@koester/contract/validation/feedback-rules';

/**
 * The sessionStorage key of what a visitor did before logging in (spec §4: a vote and a feedback draft made while
 * signed out are applied after login; a follow likewise). sessionStorage: it survives a reload and the way through
 * /signup in this tab, and is gone when the tab closes, so a shared computer keeps no one's unsent text. Not under
 * `koester-user:`, which a sign-in clears.
 */
export const PENDING_STORE_KEY = 'koester-feedback-pending';

export interface FeedbackDraft {
  title: string;
  description: string;
  type: FeedbackType;
  isAnonymous: boolean;
  /** Who typed it: null for a visitor, whose draft is theirs to send after logging in. */
  owner: string | null;
  /** The visitor pressed submit: send it as soon as they are signed in. */
  submitOnLogin: boolean;
}

interface PendingVote {
  feedbackId: string;
  upvote: boolean;
}

interface PendingState {
  draft: FeedbackDraft | null;
  vote: PendingVote | null;
  /** The item a visitor pressed Follow on. */
  follow: string | null;
  /** Why the draft sent after login was refused, per field: the form shows it when it reopens (not stored). */
  refusal: FieldErrors | null;
  setRefusal(refusal: FieldErrors | null): void;
  saveDraft(draft: FeedbackDraft): void;
  clearDraft(): void;
  holdVote(vote: PendingVote): void;
  /** Removes and returns the held vote, so it is applied once even if two pages ask. */
  takeVote(): PendingVote | null;
  holdFollow(feedbackId: string): void;
  /** Removes and returns the held follow, likewise. */
  takeFollow(): string | null;
  /** Removes and returns a draft waiting for login; the draft itself stays until it is sent. */
  takeDraftToSubmit(): FeedbackDraft | null;
}

/** The portal's unsent work: the form's draft and a visitor's vote and follow, kept in this tab. */
export const usePendingStore = create<PendingState>()(
  persist(
    (set, get) => {
      /** Hands a held action out once. */
      const take = <K extends 'vote' | 'follow'>(key: K): PendingState[K] => {
        const held = get()[key] ?? null;
        if (held !== null) set({ [key]: null });
        return held;
      };
      return {
        draft: null,
        vote: null,
        follow: null,
        refusal: null,
        setRefusal: (refusal) => set({ refusal }),
        saveDraft: (draft) => set({ draft }),
        clearDraft: () => set({ draft: null }),
        holdVote: (vote) => set({ vote }),
        takeVote: () => take('vote'),
        holdFollow: (follow) => set({ follow }),
        takeFollow: () => take('follow'),
        takeDraftToSubmit: () => {
          const { draft } = get();
          if (!draft?.submitOnLogin) return null;
          set({ draft: { ...draft, submitOnLogin: false } });
          return draft;
        },
      };
    },
    {
      name: PENDING_STORE_KEY,
      version: 1,
      partialize: ({ draft, vote, follow }) => ({ draft, vote, follow }),
      storage: createJSONStorage(() => sessionStorage),
    },
  ),
);

/**
 * A signed-in user's draft is theirs: it goes when they sign out or someone
 * else signs in. A visitor's draft and vote wait for whoever logs in next in
 * this tab, as spec §4 asks.
 */
function followSessionWithDraft(session: { status: SessionStatus; user: SessionUser | null }): void {
  const owner = sessionOwner(session);
  if (owner === undefined) return;
  const { draft, clearDraft } = usePendingStore.getState();
  if (draft && draft.owner !== null && draft.owner !== owner) clearDraft();
}

followSessionWithDraft(useSessionStore.getState());
useSessionStore.subscribe(followSessionWithDraft);
