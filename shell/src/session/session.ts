import i18next from 'i18next';
import { hasStoredSignIn, signOut } from '@koester/shared/session/sign-out';
import { rememberSignIn } from '@koester/shared/config/boot-requests';
import { useSessionStore } from '@koester/shared/session/session-store';

/** Spec §4, §9: the session is rechecked on load and every 5 minutes. */
const SESSION_RECHECK_MS = 300_000;

const sync = async (forceRefresh = false) => (await import('@koester/shared/auth/auth')).syncSession({ forceRefresh });

/**
 * Restores the session on load and keeps it fresh. The shell owns the session
 * and publishes it in the shared store that every remote reads.
 */
export function startSession(): void {
  // A 401 from the API gets one retry after a refresh (spec §8).
  useSessionStore.getState().setRefresher(() => sync(true));
  // A remote's log-out button (the feedback portal's greeting) logs out exactly as the navbar does.
  useSessionStore.getState().setLogOut(logOut);
  // The server's hint (signed-in-cookie.mjs) follows every sign-in and sign-out, so a page opened next, in this tab
  // or another, arrives without a visitor's data in it.
  useSessionStore.subscribe((state, previous) => {
    if (state.status !== previous.status && state.status !== 'unknown') rememberSignIn(state.status === 'signed-in');
  });
  if (!hasStoredSignIn()) useSessionStore.getState().signOut();
  else void sync();
  window.setInterval(() => {
    if (useSessionStore.getState().status === 'signed-in' || hasStoredSignIn()) void sync();
  }, SESSION_RECHECK_MS);
}

/** The log-out button's sign-out (the navbar's, and any remote's through the session store), then its toast. */
export function logOut(): void {
  void signOut();
  void import('@koester/shared/toast/toast').then(({ toast }) => toast.success(i18next.t('shell:session.loggedOut')));
}
