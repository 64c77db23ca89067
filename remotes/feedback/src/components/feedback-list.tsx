import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading, StatusPanel } from '@koester/shared/ui/status-panel';
import { useFeedbackList, usePortalIsEmpty } from '../api/list-feedback';
import { isFiltered, listViewSearch, type ListView } from '../model/list-view';
import { FeedbackCard } from './feedback-card';
import styles from './feedback-list.module.css';

/**
 * Items shown at first and added by each "show more": the page asks for 100 (spec §7), but rendering them all at
 * once blocks a phone's main thread for a long moment; the rest is one press away.
 */
export const LIST_STEP = 20;

interface FeedbackListProps {
  view: ListView;
  /** Back to every item: the empty state's way out. */
  onShowAll: () => void;
  /** The empty portal's call to action. */
  onAdd: () => void;
}

/**
 * The portal's list in one view, with its loading, failed and empty states
 * ('No feedback yet' when the portal holds nothing, 'No results found' when
 * nothing matches, spec §2). While another view loads, the last one stays,
 * dimmed.
 */
export function FeedbackList({ view, onShowAll, onAdd }: FeedbackListProps) {
  const { t } = useTranslation('feedback');
  // How many are shown, for the view they were counted in: another view starts again at the first items.
  const viewKey = listViewSearch(view).toString();
  const [expanded, setExpanded] = useState({ viewKey, shown: LIST_STEP });
  const shown = expanded.viewKey === viewKey ? expanded.shown : LIST_STEP;
  const list = useFeedbackList(view);
  const empty = list.isSuccess && !list.isPlaceholderData && list.data.items.length === 0;
  const portalIsEmpty = usePortalIsEmpty(empty && isFiltered(view));

  if (list.isPending) return <PageLoading />;
  if (list.isError && !list.data) {
    return (
      <StatusPanel
        role="alert"
        title={t('list.failed')}
        actions={
          <button type="button" className="k-btn k-btn--primary" onClick={() => void list.refetch()}>
            {t('list.reload')}
          </button>
        }
      />
    );
  }
  if (empty) {
    if (isFiltered(view) && portalIsEmpty.isPending) return <PageLoading />;
    const nothingAtAll = !isFiltered(view) || portalIsEmpty.data === true;
    return nothingAtAll ? (
      <StatusPanel
        title={t('list.empty')}
        actions={
          <button type="button" className="k-btn k-btn--primary" onClick={onAdd}>
            {t('feedback.add')}
          </button>
        }
      >
        <p>{t('list.emptyText')}</p>
      </StatusPanel>
    ) : (
      <StatusPanel
        title={t('list.noResults')}
        actions={
          <button type="button" className="k-btn k-btn--secondary" onClick={onShowAll}>
            {t('list.showAll')}
          </button>
        }
      >
        <p>{t('list.noResultsText')}</p>
      </StatusPanel>
    );
  }

  const items = list.data.items.slice(0, shown);
  const more = Math.min(LIST_STEP, list.data.items.length - items.length);
  return (
    <section aria-labelledby="feedback-list-heading" aria-busy={list.isFetching && list.isPlaceholderData}>
      <h2 id="feedback-list-heading" className="k-visually-hidden">
        {t('list.heading')}
      </h2>
      <p className={styles.count} role="status">
        {t('list.count', { count: list.data.total })}
      </p>
      <ol className={`${styles.list} ${list.isPlaceholderData ? styles.stale : ''}`}>
        {items.map((item) => (
          <li key={item.id}>
            <FeedbackCard item={item} />
          </li>
        ))}
      </ol>
      {more > 0 ? (
        <button
          type="button"
          className={`k-btn k-btn--secondary ${styles.more}`}
          onClick={() => setExpanded({ viewKey, shown: shown + more })}
        >
          {t('list.more', { count: more })}
        </button>
      ) : null}
    </section>
  );
}
