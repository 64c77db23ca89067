import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInRequired } from '@koester/shared/auth/sign-in-required';
import { withQueryClient } from '@koester/shared/data/query-provider';
import { useSessionStore } from '@koester/shared/session/session-store';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { PageLoading, StatusPanel } from '@koester/shared/ui/status-panel';
import { useFocusOnClose } from '@koester/shared/ui/use-focus-on-close';
import { useMyWishlists } from '../api/list-my-wishlists';
import { ListCard } from '../components/list-card';
import { NewListForm } from '../components/new-list-form';
import common from '../components/owner-common.module.css';
import { OWNER_NAMESPACE, registerOwnerTexts } from '../i18n/owner/owner-texts';
import styles from './my-wishlists-page.module.css';

registerOwnerTexts();

/**
 * /wishlists: the signed-in user's own lists, each with its number of gifts and live links, and a way to start a
 * new one. Visitors are sent to log in and come back here.
 */
function MyWishlists() {
  const { t } = useTranslation(OWNER_NAMESPACE);
  usePageMeta(t('mine.title'), t('mine.intro'));
  return (
    <SignInRequired>
      <MyWishlistsContent />
    </SignInRequired>
  );
}

export const MyWishlistsPage = withQueryClient(MyWishlists);

function MyWishlistsContent() {
  const { t } = useTranslation(OWNER_NAMESPACE);
  const userId = useSessionStore((s) => s.user!.userId);
  const lists = useMyWishlists(userId);
  const [creating, setCreating] = useState(false);
  const focus = useFocusOnClose<HTMLButtonElement>(creating);

  const form = (
    <NewListForm
      userId={userId}
      onCancel={
        lists.data?.length
          ? () => {
              focus.closing();
              setCreating(false);
            }
          : undefined
      }
      autoFocus={creating}
    />
  );

  let body;
  if (lists.isPending) body = <PageLoading />;
  else if (lists.isError && !lists.data)
    body = (
      <StatusPanel
        role="alert"
        title={t('mine.failed')}
        actions={
          <button className="k-btn k-btn--secondary" type="button" onClick={() => void lists.refetch()}>
            {t('state.retry')}
          </button>
        }
      />
    );
  else if (lists.data.length === 0)
    body = (
      <section className={`k-card ${common.panel}`} aria-labelledby="wishlists-empty">
        <h2 id="wishlists-empty">{t('mine.emptyTitle')}</h2>
        <p>{t('mine.emptyText')}</p>
        <ul className={styles.steps}>
          <li>{t('mine.step1')}</li>
          <li>{t('mine.step2')}</li>
          <li>{t('mine.step3')}</li>
        </ul>
        {form}
      </section>
    );
  else
    body = (
      <>
        {creating ? (
          <section className={`k-card ${common.panel}`} aria-labelledby="new-wishlist">
            <h2 id="new-wishlist" className={common.panelTitle}>
              {t('mine.newTitle')}
            </h2>
            {form}
          </section>
        ) : null}
        <ul className={styles.lists} aria-label={t('mine.title')}>
          {lists.data.map((list) => (
            <ListCard key={list.id} list={list} />
          ))}
        </ul>
      </>
    );

  return (
    <div className={`k-container k-page ${common.page}`}>
      <header className={styles.pageHeader}>
        <div>
          <h1>{t('mine.title')}</h1>
          <p className="k-lead">{t('mine.intro')}</p>
        </div>
        {lists.data?.length && !creating ? (
          <button ref={focus.target} className="k-btn k-btn--primary" type="button" onClick={() => setCreating(true)}>
            {t('mine.new')}
          </button>
        ) : null}
      </header>
      {body}
    </div>
  );
}
