import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath } from '@koester/shared/auth/return-path';
import { useSessionStore } from '@koester/shared/session/session-store';
import { PageLoading } from '@koester/shared/ui/status-panel';

/**
 * A page for signed-in users only: while the shell restores the session it shows the loading state; a visitor is
 * sent to /login, which brings them back here (query and hash included) once they have logged in. Someone who logs
 * out on the page goes home instead: they meant to leave, not to log in again.
 */
export function SignInRequired({ children }: { children: ReactNode }) {
  const status = useSessionStore((s) => s.status);
  const { pathname, search, hash } = useLocation();
  const wasSignedIn = useRef(false);
  if (status === 'unknown') return <PageLoading />;
  if (status === 'signed-out') {
    return <Navigate to={wasSignedIn.current ? '/' : loginPath(`${pathname}${search}${hash}`)} replace />;
  }
  wasSignedIn.current = true;
  return children;
}
