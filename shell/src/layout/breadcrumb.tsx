import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageMetaStore } from '@koester/shared/ui/page-meta';
import { routeForPathname } from '../federation/registry';
import styles from './breadcrumb.module.css';

/** Translation key of a registry route's label: "/blog/:slug" → "routes./blog/slug". */
export function routeLabelKey(path: string): string {
  return `routes.${path.replaceAll(':', '')}`;
}

/** Home plus the current page, on every page except / (spec §2). */
export function Breadcrumb() {
  const { t, i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  const pageTitle = usePageMetaStore((s) => s.title);
  if (pathname === '/') return null;
  const route = routeForPathname(pathname);
  const routeLabel = route && i18n.exists(`shell:${routeLabelKey(route.path)}`) ? t(routeLabelKey(route.path)) : '';
  // The page's own title wins; a route the shell has no name for waits for it.
  const label = pageTitle ?? (route ? routeLabel : t('notFound.title'));
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
