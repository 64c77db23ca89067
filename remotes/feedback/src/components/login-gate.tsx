import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { LazyAuthModal } from '@koester/shared/auth/session-prompt';
import { useLoginPrompt } from '../stores/login-prompt-store';

/**
 * The portal's login modal, opened when a visitor tries to vote or submit
 * (spec §2). Its Create Account action goes to /signup; what the visitor was
 * doing waits in the pending store and is applied once they are signed in.
 */
export function LoginGate() {
  const navigate = useNavigate();
  const { open, hide } = useLoginPrompt();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LazyAuthModal
        open
        initialMode="signin"
        onCreateAccount={() => {
          hide();
          void navigate('/signup');
        }}
        onClose={hide}
        onSuccess={() => undefined}
      />
    </Suspense>
  );
}
