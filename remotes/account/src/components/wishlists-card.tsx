import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { servesPath, useRuntimeConfig } from '@koester/shared/config/runtime-config';
import type { SessionUser } from '@koester/shared/session/session-store';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import { useMyWishlists } from '../api/my-wishlists';
import { DashboardCard, Loaded } from './dashboard-card';
import styles from './dashboard-card.module.css';

/** The user's wishlists with their number of gifts; managed here when the site serves /wishlists, else in the app. */
export function WishlistsCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const manage = useRuntimeConfig((s) => servesPath(s.config, '/wishlists'));
  const lists = useMyWishlists(user.userId);
  return (
    <DashboardCard title={t('dashboard.wishlists.title')} id="dashboard-wishlists">
      <Loaded query={lists} failed={t('dashboard.wishlists.failed')}>
        {(data) =>
          data.length === 0 ? (
            <>
              <p>{t('dashboard.wishlists.empty')}</p>
              <p className={styles.note}>{t('dashboard.wishlists.emptyHint')}</p>
            </>
          ) : (
            <ul className={styles.rows}>
              {data.map((list) => (
                <li key={list.id}>
                  {manage ? (
                    <Link to={`/wishlists/${encodeURIComponent(list.id)}`}>{unescapeAngleBrackets(list.name)}</Link>
                  ) : (
                    <span>{unescapeAngleBrackets(list.name)}</span>
                  )}
                  <span className={styles.meta}>{t('dashboard.wishlists.items', { count: list.item_count })}</span>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      {manage ? (
        <Link className="k-btn k-btn--secondary" to="/wishlists">
          {t('dashboard.wishlists.manage')}
        </Link>
      ) : (
        <p className={styles.note}>{t('dashboard.wishlists.inApp')}</p>
      )}
    </DashboardCard>
  );
}
