import { useLocation } from 'react-router';
import { RETURN_PARAM, returnPathFrom, safeReturnPath } from '@koester/shared/auth/return-path';

/** Where logging in leads when no page asked to come back (spec §2). */
const DEFAULT_DESTINATION = '/feedback';

/**
 * The way back through the sign-in pages: a page that needed a signed-in user sent the visitor to
 * /login?next=<page>; /signup keeps it in its address too, and /verify-email and /change-password receive it in the
 * navigation state (`returnTo`). Only paths of this site are followed.
 */
export function useReturnPath() {
  const { search, state } = useLocation();
  const returnTo = returnPathFrom(search) ?? safeReturnPath((state as { returnTo?: string } | null)?.returnTo ?? null);
  return {
    /** The page that asked, if any. */
    returnTo,
    /** Where to go once signed in. */
    destination: returnTo ?? DEFAULT_DESTINATION,
    /** `path` (/login, /signup) with the way back kept in its address. */
    keep: (path: string) => (returnTo ? `${path}?${RETURN_PARAM}=${encodeURIComponent(returnTo)}` : path),
  };
}
