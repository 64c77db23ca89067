import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@koester/shared/api/api-error';
import { StatusPanel } from '@koester/shared/ui/status-panel';
import styles from './wishlist-grid.module.css';

/** The loading state: card-shaped placeholders where the gifts will be, so nothing jumps when they arrive. */
export function WishlistSkeleton() {
  const { t } = useTranslation('wishlist');
  return (
    <div role="status" aria-live="polite">
      <span className="k-visually-hidden">{t('sharedWishlist.loading')}</span>
      <div className={styles.skeletonTitle} aria-hidden="true" />
      <ul className={styles.grid} aria-hidden="true">
        {[0, 1, 2].map((n) => (
          <li key={n} className={styles.skeleton} />
        ))}
      </ul>
    </div>
  );
}

/** True when the API said the link expired (spec §4: status 410 or an is_expired flag). */
function isExpired(error: ApiError): boolean {
  const details = error.details as { is_expired?: unknown } | null | undefined;
  return error.status === 410 || details?.is_expired === true;
}

/**
 * Why the list cannot be shown (spec §2, §8): an expired link, an unknown
 * one, or another failure with the server's message (network failures and
 * server errors get the page's own text) and a retry.
 */
export function WishlistFailure({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useTranslation('wishlist');
  const home = (
    <Link className="k-btn k-btn--secondary" to="/">
      {t('state.home')}
    </Link>
  );
  if (isExpired(error)) {
    return (
      <section aria-labelledby="wishlist-expired">
        <StatusPanel headingLevel={1} title={t('state.expiredTitle')} actions={home}>
          <p id="wishlist-expired">
            <strong>{t('state.expired')}</strong>
          </p>
          <p>{t('state.expiredText')}</p>
        </StatusPanel>
      </section>
    );
  }
  if (error.status === 404) {
    return (
      <StatusPanel headingLevel={1} title={t('state.notFound')} actions={home}>
        <p>{t('state.notFoundText')}</p>
      </StatusPanel>
    );
  }
  const ownMessage = error.status === 0 || error.status >= 500;
  return (
    <StatusPanel
      headingLevel={1}
      role="alert"
      title={ownMessage ? t('state.failed') : error.message || t('state.failed')}
      actions={
        <button type="button" className="k-btn k-btn--primary" onClick={onRetry}>
          {t('state.retry')}
        </button>
      }
    />
  );
}
