import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useSessionStore } from '@koester/shared/session/session-store';
import { LanguageSwitcher } from '@koester/shared/ui/language-switcher';
import { useHydrated } from '@koester/shared/ui/live-area';
import { AuthActions } from './auth-actions';
import { LogoMark } from './logo';
import styles from './navbar.module.css';
import { preloadProps } from './preload-props';
import { useFrameLinks } from './use-frame-links';
import { useCrowded } from './use-crowded';
import { useDisclosure } from './use-disclosure';
import { useScrolled } from './use-scrolled';

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
