import { create } from 'zustand';

interface LoginPromptState {
  open: boolean;
  show(): void;
  hide(): void;
}

/** Whether the portal's login modal is open: a visitor tried to vote or submit (spec §2). */
export const useLoginPrompt = create<LoginPromptState>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
