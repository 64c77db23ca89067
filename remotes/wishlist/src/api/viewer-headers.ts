import { useSessionStore } from '@koester/shared/session/session-store';

/**
 * Spec §6, §7: shared-wishlist calls send the signed-in user's id and email
 * beside the bearer id token (which the API client adds). The API trusts only
 * the token; the headers are what the app has always sent.
 */
export function viewerHeaders(): Record<string, string> {
  const user = useSessionStore.getState().user;
  return user ? { 'X-User-ID': user.userId, 'X-User-Email': user.email } : {};
}
