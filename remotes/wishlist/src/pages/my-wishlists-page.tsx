import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SignInRequired } from '@koester/shared/auth/sign-in-required';
import { withQueryClient } from '@koester/shared/data/query-provider';
import { useSessionStore } from '@koester/shared/session/session-store';
import { toast } from '@koester/shared/toast/toast';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { PageLoading, StatusPanel } from '@koester/shared/ui/status-panel';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import { MY_WISHLISTS_KEY, myWishlistsQuery } from '@koester/shared/data/my-wishlists';
import { useFocusOnClose } from '@koester/shared/ui/use-focus-on-close';
import { createWishlist, myWishlistQuery, type MyWishlistSummary } from '../api/my-wishlists';
import { ListForm } from '../components/list-form';
import styles from '../components/owner.module.css';
import { OWNER_NAMESPACE, registerOwnerTexts } from '../i18n/owner/owner-texts';

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
  const lists = useQuery(myWishlistsQuery(userId));
  const [creating, setCreating] = useState(false);
  const focus = useFocusOnClose<HTMLButtonElement>(creating);
  const navigate = useNavigate();
  const client = useQueryClient();

  async function create(values: { name: string; description: string | null }) {
    const list = await createWishlist(values);
    client.setQueryData(myWishlistQuery(userId, list.id).queryKey, list);
    void client.invalidateQueries({ queryKey: MY_WISHLISTS_KEY });
    toast.success(t('mine.created'));
    await navigate(`/wishlists/${list.id}`);
  }

  const form = (
    <ListForm
      submitLabel={t('mine.create')}
      busyLabel={t('mine.creating')}
      onSave={create}
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
      <section className={`k-card ${styles.empty}`} aria-labelledby="wishlists-empty">
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
          <section className={`k-card ${styles.panel}`} aria-labelledby="new-wishlist">
            <h2 id="new-wishlist" className={styles.panelTitle}>
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
    <div className={`k-container k-page ${styles.page}`}>
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

function ListCard({ list }: { list: MyWishlistSummary }) {
  const { t } = useTranslation(OWNER_NAMESPACE);
  const description = list.description ? unescapeAngleBrackets(list.description) : null;
  return (
    <li className={`k-card ${styles.listCard}`}>
      <h2 className={styles.listName}>
        <Link to={`/wishlists/${list.id}`}>{unescapeAngleBrackets(list.name)}</Link>
      </h2>
      {description ? <p className={styles.listDescription}>{description}</p> : null}
      <p className={styles.listFacts}>
        <span>{t('mine.items', { count: list.item_count })}</span>
        <span className={list.active_link_count > 0 ? styles.shared : undefined}>
          {list.active_link_count > 0 ? t('mine.links', { count: list.active_link_count }) : t('mine.notShared')}
        </span>
      </p>
    </li>
  );
}
