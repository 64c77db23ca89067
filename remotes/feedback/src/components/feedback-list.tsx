import { useEffect, useState } from 'react';
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
const LIST_STEP = 20;

/**
 * Cards in the first render; the rest of the first step follows when the browser is idle, so the first paint of the
 * list is not one long task on a slow phone.
 */
const FIRST_CARDS = 8;

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
  const list = useFeedbackList(view);
  // How many are shown, for the view they were counted in: another view starts again at the first items.
  const viewKey = listViewSearch(view).toString();
  const [expanded, setExpanded] = useState({ viewKey, shown: FIRST_CARDS });
  const shown = expanded.viewKey === viewKey ? expanded.shown : FIRST_CARDS;
  const hasData = list.isSuccess;

  useEffect(() => {
    if (!hasData || shown >= LIST_STEP) return;
    const fill = () => setExpanded({ viewKey, shown: LIST_STEP });
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(fill, 50);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(fill, { timeout: 500 });
    return () => window.cancelIdleCallback(idle);
  }, [hasData, shown, viewKey]);

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
  const more = shown < LIST_STEP ? 0 : Math.min(LIST_STEP, list.data.items.length - items.length);
  return (
    <section aria-labelledby="feedback-list-heading" aria-busy={list.isFetching && list.isPlaceholderData}>
      <h2 id="feedback-list-heading" className="k-visually-hidden" tabIndex={-1}>
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
