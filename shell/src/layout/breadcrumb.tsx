import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageMetaStore } from '@koester/shared/ui/page-meta';
import { useLanguage } from '@koester/shared/i18n/localized';
import { routeForPathname } from '../federation/registry';
import styles from './breadcrumb.module.css';

/** Home plus the current page, on every page except / (spec §2). */
export function Breadcrumb() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const { pathname } = useLocation();
  const pageTitle = usePageMetaStore((s) => s.title);
  if (pathname === '/') return null;
  const route = routeForPathname(pathname);
  // A route of its own (/about) is named by the title its remote declared, which a prerendered page already
  // carries; a route with parameters (an article, an item, a wishlist) by the page's own title once it has one.
  const declared = route ? route.title[language] : t('notFound.title');
  const label = route?.path.includes(':') ? (pageTitle ?? declared) : declared;
  return (
    <nav className={styles.bar} aria-label={t('breadcrumb.label')}>
      <ol className={`k-container ${styles.list}`}>
        <li className={styles.item}>
          <Link to="/">{t('breadcrumb.home')}</Link>
        </li>
        <li className={styles.item}>
          <span className={styles.current} aria-current="page">
            {label}
          </span>
        </li>
      </ol>
    </nav>
  );
}
