import { create } from 'zustand';

/** The signed-in user as the site needs it (spec §3, §6). */
export interface SessionUser {
  userId: string;
  /** The sign-in name, which is the email address. */
  username: string;
  name: string;
  email: string;
  isAdmin: boolean;
}

export interface SessionTokens {
  idToken: string;
  accessToken: string;
  /** Expiry of the id token, epoch milliseconds. */
  expiresAt: number;
}

/** "unknown" until the shell has checked for a stored session on load. */
export type SessionStatus = 'unknown' | 'signed-out' | 'signed-in';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  tokens: SessionTokens | null;
  /** Refreshes the tokens (installed by the shell); resolves true when a new token is ready. */
  refresh: () => Promise<boolean>;
  setRefresher(refresh: () => Promise<boolean>): void;
  /**
   * Logs out as the site's own log-out button does: a remote offering log out calls this rather than signing out on
   * its own. Installed by whoever frames the page (the shell, or a remote's standalone frame); until then it does
   * nothing, so this store imports nothing but zustand.
   */
  logOut: () => void;
  setLogOut(logOut: () => void): void;
  signIn(user: SessionUser, tokens: SessionTokens): void;
  updateTokens(tokens: SessionTokens): void;
  signOut(): void;
}

/**
 * The session, owned and written by the shell, read by every remote. It is a
 * federation singleton, so all apps on the page see one store.
 */
export const useSessionStore = create<SessionState>()((set) => ({
  status: 'unknown',
  user: null,
  tokens: null,
  refresh: async () => false,
  setRefresher: (refresh) => set({ refresh }),
  logOut: () => {},
  setLogOut: (logOut) => set({ logOut }),
  signIn: (user, tokens) => set({ status: 'signed-in', user, tokens }),
  updateTokens: (tokens) => set({ tokens }),
  signOut: () => set({ status: 'signed-out', user: null, tokens: null }),
}));

/**
 * Whose session this is: the signed-in user's id, null when signed out, and undefined while the shell is still
 * restoring it (nothing should be decided then).
 */
export function sessionOwner({ status, user }: Pick<SessionState, 'status' | 'user'>): string | null | undefined {
  if (status === 'unknown') return undefined;
  return status === 'signed-in' ? (user?.userId ?? null) : null;
}

/** The signed-in user's id right now, or null for a visitor. */
export const currentUserId = (): string | null => useSessionStore.getState().user?.userId ?? null;

/**
 * Who a page fetches for: `ready` once the shell has restored the session, `viewerId` null for a visitor. Answers
 * that depend on who asks carry the viewer in their query key.
 */
export function useViewer(): { ready: boolean; viewerId: string | null } {
  const ready = useSessionStore((s) => s.status !== 'unknown');
  const viewerId = useSessionStore((s) => s.user?.userId ?? null);
  return { ready, viewerId };
}

/** The id token to send as Authorization, if signed in. */
export function currentIdToken(): string | undefined {
  return useSessionStore.getState().tokens?.idToken;
}

/** The signed-in user once the shell has restored the session (null for a visitor): for a click made while it was. */
export function settledUser(): Promise<SessionUser | null> {
  return new Promise((resolve) => {
    const settle = ({ status, user }: Pick<SessionState, 'status' | 'user'>) => {
      if (status === 'unknown') return false;
      resolve(status === 'signed-in' ? user : null);
      return true;
    };
    if (settle(useSessionStore.getState())) return;
    const stop = useSessionStore.subscribe((state) => {
      if (settle(state)) stop();
    });
  });
}
