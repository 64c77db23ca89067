import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { SessionUser } from '@koester/shared/session/session-store';
import { logOut } from '../session/session';
import styles from './account-menu.module.css';
import { preloadProps } from './preload-props';
import { useDisclosure } from './use-disclosure';
import { useFrameLinks } from './use-frame-links';

/** The first character of a name as people see it, an emoji included (not half of one). */
const initialOf = (name: string) => (Array.from(name.trim())[0] ?? '').toUpperCase();

/**
 * The signed-in user's menu: the greeting (their initial and name) opens the remotes' account links (slot
 * `account`: their home, their lists …) and Log out. Escape, a click elsewhere or a route change closes it; Escape
 * returns focus to the greeting. Folded into the bar's menu, the same links are listed in place.
 */
export function AccountMenu({ user, crowded }: { user: SessionUser; crowded: boolean }) {
  const { t } = useTranslation('shell');
  const links = useFrameLinks('account');
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useDisclosure([root], button, useLocation().pathname);
  const name = user.name || user.username;

  const items = (
    <ul className={styles.accountLinks}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className={styles.accountLink} {...preloadProps(link)}>
            {link.label}
          </NavLink>
        </li>
      ))}
      <li>
        <button type="button" className={styles.accountLink} onClick={() => logOut()}>
          {t('nav.logout')}
        </button>
      </li>
    </ul>
  );
  const chip = (
    <>
      <span className={styles.initial} aria-hidden="true">
        {initialOf(name)}
      </span>
      <span className={styles.name}>{t('nav.greeting', { name })}</span>
    </>
  );

  if (crowded)
    return (
      <div className={styles.account}>
        <p className={`${styles.greeting} ${styles.home}`}>{chip}</p>
        {items}
      </div>
    );
  return (
    <div ref={root} className={styles.account}>
      <button
        ref={button}
        type="button"
        className={`${styles.greeting} ${styles.home}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {chip}
        <svg className={styles.caret} width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      <div id={panelId} className={styles.accountPanel} hidden={!open}>
        {items}
      </div>
    </div>
  );
}
