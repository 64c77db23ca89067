import { Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSessionStore } from '@koester/shared/session/session-store';
import { lazyPage } from '@koester/shared/ui/lazy-page';
import styles from './session-prompt.module.css';

/** The modal (its form, texts and field rules) loads when a visitor opens it, not with every page that greets. */
export const LazyAuthModal = lazyPage(async () => (await import('@koester/shared/auth/auth-modal')).AuthModal);

interface SessionPromptProps {
  /** Shown when signed in; receives the user's name (or email). */
  greeting: (name: string) => string;
  /** Shown to visitors: why logging in helps on this page. */
  prompt: string;
  loginLabel: string;
  signupLabel: string;
  /**
   * Where "create account" leads: the /signup page (feedback portal) or the
   * modal's own sign-up mode (shared wishlist), as spec §2 describes.
   */
  createAccount: 'page' | 'modal';
  /** With a label, the greeting carries a log-out button (the shell's own log out). */
  logoutLabel?: string;
}

/**
 * The session as the shell published it, inside a remote: a greeting when
 * signed in, otherwise a prompt whose buttons open the shared sign-in /
 * sign-up modal so the visitor stays on the page.
 */
export function SessionPrompt({
  greeting,
  prompt,
  loginLabel,
  signupLabel,
  createAccount,
  logoutLabel,
}: SessionPromptProps) {
  const navigate = useNavigate();
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  const [modal, setModal] = useState<'signin' | 'signup' | null>(null);

  if (status === 'signed-in' && user) {
    return (
      <div className={styles.banner} data-session="signed-in">
        <p>{greeting(user.name || user.username)}</p>
        {logoutLabel ? (
          <button className="k-btn k-btn--secondary" type="button" onClick={() => useSessionStore.getState().logOut()}>
            {logoutLabel}
          </button>
        ) : null}
      </div>
    );
  }
  if (status === 'signed-in') return null;
  // Not known yet (a prerendered page hydrating): the prompt, and the greeting's space, the hint in the page picks
  // which shows (styles/prerendered.css), so nothing moves when the session settles.
  const known = status === 'signed-out';
  return (
    <>
      {known ? null : (
        <div className={styles.banner} data-session-expect="signed-in" aria-hidden="true">
          <p>{greeting('')}</p>
          {logoutLabel ? <span className="k-btn k-btn--secondary">{logoutLabel}</span> : null}
        </div>
      )}
      <div
        className={styles.banner}
        data-session={known ? 'signed-out' : undefined}
        data-session-expect={known ? undefined : 'signed-out'}
      >
        <p>{prompt}</p>
        <div className={styles.actions}>
          <button className="k-btn k-btn--primary" type="button" onClick={() => setModal('signin')}>
            {loginLabel}
          </button>
          {createAccount === 'page' ? (
            <Link className="k-btn k-btn--secondary" to="/signup">
              {signupLabel}
            </Link>
          ) : (
            <button className="k-btn k-btn--secondary" type="button" onClick={() => setModal('signup')}>
              {signupLabel}
            </button>
          )}
        </div>
        {modal ? (
          <Suspense fallback={null}>
            <LazyAuthModal
              open
              initialMode={modal}
              onClose={() => setModal(null)}
              onCreateAccount={
                createAccount === 'page'
                  ? () => {
                      // Closed first: coming back to this page must not find the modal still open.
                      setModal(null);
                      void navigate('/signup');
                    }
                  : undefined
              }
              onSuccess={() => undefined}
            />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
