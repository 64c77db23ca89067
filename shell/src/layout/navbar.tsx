import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useSessionStore, type SessionUser } from '@koester/shared/session/session-store';
import { LanguageSwitcher } from '@koester/shared/ui/language-switcher';
import { useHydrated } from '@koester/shared/ui/live-area';
import { preloadRemote } from '../federation/remote-slot';
import { logOut } from '../session/session';
import { LogoMark } from './logo';
import styles from './navbar.module.css';
import { useFrameLinks, type FrameLink } from './use-frame-links';
import { useCrowded } from './use-crowded';
import { useDisclosure } from './use-disclosure';
import { useScrolled } from './use-scrolled';

/** Loads a link's remote while the pointer or focus is on it, so the click renders at once. */
function preloadProps(link: FrameLink) {
  const preload = () => preloadRemote(link.remote);
  return { onPointerEnter: preload, onFocus: preload };
}

/** The first character of a name as people see it, an emoji included (not half of one). */
const initialOf = (name: string) => (Array.from(name.trim())[0] ?? '').toUpperCase();

/**
 * The signed-in user's menu: the greeting (their initial and name) opens the remotes' account links (slot
 * `account`: their home, their lists …) and Log out. Escape, a click elsewhere or a route change closes it; Escape
 * returns focus to the greeting. Folded into the bar's menu, the same links are listed in place.
 */
function AccountMenu({ user, crowded }: { user: SessionUser; crowded: boolean }) {
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

/** The account side of the bar: the remotes' action links (log in, sign up …) or, signed in, the user's menu. */
function AuthActions({ crowded }: { crowded: boolean }) {
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

/** The site's top bar: logo, main links, language switcher and account actions; a menu where they do not fit. */
export function Navbar() {
  const { t, i18n } = useTranslation('shell');
  const scrolled = useScrolled();
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useDisclosure([toggle, menu], toggle, useLocation().pathname);
  const menuId = useId();
  const links = useFrameLinks('main');
  const actions = useFrameLinks('actions');
  const status = useSessionStore((s) => s.status);
  const userName = useSessionStore((s) => s.user?.name ?? '');
  const bar = useRef<HTMLDivElement>(null);
  // Measured only in the browser: prerendered, and while React takes that HTML over, the bar is "auto" (the CSS folds
  // it by width); measured once live.
  const measured = useHydrated();
  const crowded = useCrowded(
    bar,
    [measured, i18n.language, status, userName, ...links.map((l) => l.label), ...actions.map((l) => l.label)].join(
      '\n',
    ),
  );

  return (
    <header className={styles.header} data-scrolled={scrolled} data-crowded={measured ? crowded : 'auto'}>
      <div ref={bar} className={`k-container ${styles.inner}`}>
        <Link to="/" className={styles.brand} aria-label={t('nav.home')}>
          <LogoMark />
          <span aria-hidden="true">Koester</span>
        </Link>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen((o) => !o)}
        >
          <svg
            width="22"
            height="22"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
        <div ref={menu} id={menuId} className={styles.menu} data-open={open}>
          <nav aria-label={t('nav.primary')}>
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={styles.link} {...preloadProps(link)}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            <div className={styles.language}>
              <LanguageSwitcher />
            </div>
            <AuthActions crowded={crowded} />
          </div>
        </div>
      </div>
    </header>
  );
}
