import i18next from 'i18next';
import { useSessionStore } from '@koester/shared/session/session-store';

/**
 * Restores the session on load. The shell owns the session and publishes it
 * in the shared store; until a sign-in exists in this browser the visitor is
 * signed out, which every remote reads from the same store.
 */
export async function restoreSession(): Promise<void> {
  const { status, signOut: markSignedOut } = useSessionStore.getState();
  if (status === 'unknown') markSignedOut();
}

/** Signs out: clears the tokens and the stored profile (spec §4). */
export async function signOut(): Promise<void> {
  // Loaded on demand: neither is needed for the first paint.
  const [{ useBrowserStore }, { toast }] = await Promise.all([
    import('@koester/shared/session/browser-store'),
    import('@koester/shared/toast/toast'),
  ]);
  useSessionStore.getState().signOut();
  useBrowserStore.getState().clearUserData();
  toast.success(i18next.t('shell:session.loggedOut'));
}
