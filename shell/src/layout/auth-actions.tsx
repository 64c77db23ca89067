import { Link } from 'react-router';
import { useSessionStore } from '@koester/shared/session/session-store';
import { AccountMenu } from './account-menu';
import styles from './auth-actions.module.css';
import { preloadProps } from './preload-props';
import { useFrameLinks } from './use-frame-links';

/** The account side of the bar: the remotes' action links (log in, sign up …) or, signed in, the user's menu. */
export function AuthActions({ crowded }: { crowded: boolean }) {
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  const actions = useFrameLinks('actions');
  return (
    <>
      {status === 'signed-in' && user ? <AccountMenu user={user} crowded={crowded} /> : null}
      {actions.map((link) => (
        <Link
          key={link.to}
          to={link.to}
          className={`k-btn ${link.primary ? 'k-btn--primary' : 'k-btn--ghost'} ${styles.compact}`}
          {...preloadProps(link)}
        >
          {link.label}
        </Link>
      ))}
    </>
  );
}
