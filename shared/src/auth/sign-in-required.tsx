import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath } from '@koester/shared/auth/return-path';
import { useSessionStore } from '@koester/shared/session/session-store';
import { PageLoading } from '@koester/shared/ui/status-panel';

/**
 * A page for signed-in users only: while the shell restores the session it shows the loading state; a visitor is
 * sent to /login, which brings them back here (query and hash included) once they have logged in.
 */
export function SignInRequired({ children }: { children: ReactNode }) {
  const status = useSessionStore((s) => s.status);
  const { pathname, search, hash } = useLocation();
  if (status === 'unknown') return <PageLoading />;
  if (status === 'signed-out') return <Navigate to={loginPath(`${pathname}${search}${hash}`)} replace />;
  return children;
}
