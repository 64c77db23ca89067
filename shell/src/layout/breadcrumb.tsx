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
  // The page's own title wins; until it is set, the title the remote declared for the route.
  const label = pageTitle ?? (route ? route.title[language] : t('notFound.title'));
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
