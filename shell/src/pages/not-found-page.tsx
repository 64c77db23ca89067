import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPanel } from '@koester/shared/ui/status-panel';
import { usePageMeta } from '@koester/shared/ui/page-meta';

/** The * route: rendered by the shell itself, so it works even when every remote is down. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  usePageMeta(t('notFound.title'));
  return (
    <div className="k-container">
      <StatusPanel
        headingLevel={1}
        title={t('notFound.title')}
        actions={
          <Link to="/" className="k-btn k-btn--primary">
            {t('notFound.backHome')}
          </Link>
        }
      >
        {t('notFound.body')}
      </StatusPanel>
    </div>
  );
}
