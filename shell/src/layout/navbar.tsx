import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useSessionStore } from '@koester/shared/session/session-store';
import { LanguageSwitcher } from '@koester/shared/ui/language-switcher';
import { preloadRemote } from '../federation/remote-slot';
import { signOut } from '../session/session';
import { LogoMark } from './logo';
import styles from './navbar.module.css';
import { useFrameLinks, type FrameLink } from './use-frame-links';
import { useScrolled } from './use-scrolled';

/** Loads a link's remote while the pointer or focus is on it, so the click renders at once. */
function preloadProps(link: FrameLink) {
  const preload = () => preloadRemote(link.remote);
  return { onPointerEnter: preload, onFocus: preload };
}

/**
 * The account side of the bar: the remotes' action links (log in, sign up …) and, signed in, greeting and log out.
 * The greeting links to the user's home when a remote declares one (slot `account`), so the bar needs no extra
 * button for it: the visible greeting leads, the link's label follows for screen readers.
 */
function AuthActions() {
  const { t } = useTranslation('shell');
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  const actions = useFrameLinks('actions');
  const home = useFrameLinks('account')[0];
  const greeting = user ? t('nav.greeting', { name: user.name || user.username }) : '';
  return (
    <>
      {status === 'signed-in' && user && home ? (
        <NavLink to={home.to} className={`${styles.greeting} ${styles.home}`} {...preloadProps(home)}>
          <span className={styles.initial} aria-hidden="true">
            {/* The first character as people see it, an emoji included (not half of one). */}
            {(Array.from((user.name || user.username).trim())[0] ?? '').toUpperCase()}
          </span>
          <span className={styles.name}>{greeting}</span>
          <span className="k-visually-hidden"> · {home.label}</span>
        </NavLink>
      ) : status === 'signed-in' && user ? (
        <span className={styles.greeting}>{greeting}</span>
      ) : null}
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
      {status === 'signed-in' && user && (
        <button type="button" className={`k-btn k-btn--ghost ${styles.compact}`} onClick={() => signOut()}>
          {t('nav.logout')}
        </button>
      )}
    </>
  );
}

/** The site's top bar: logo, main links, language switcher and account actions; a menu on phones. */
export function Navbar() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const scrolled = useScrolled();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const links = useFrameLinks('main');

  // Spec §2: the menu closes on a route change.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className={styles.header} data-scrolled={scrolled}>
      <div className={`k-container ${styles.inner}`}>
        <Link to="/" className={styles.brand} aria-label={t('nav.home')}>
          <LogoMark />
          <span aria-hidden="true">Koester</span>
        </Link>
        <button
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
        <div id={menuId} className={styles.menu} data-open={open}>
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
            <AuthActions />
          </div>
        </div>
      </div>
    </header>
  );
}
