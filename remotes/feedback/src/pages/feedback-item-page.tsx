import { useCallback, useDeferredValue, useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@koester/shared/toast/toast';
import { PageLoading, StatusPanel } from '@koester/shared/ui/status-panel';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import { useApplyPendingActions } from '../api/apply-pending-actions';
import { useFeedbackItem } from '../api/get-feedback';
import { usePrefetchComments } from '../api/list-comments';
import { FeedbackCard, preloadCommentThread } from '../components/feedback-card';
import { FollowButton } from '../components/follow-button';
import { LoginGate } from '../components/login-gate';
import styles from './feedback-item-page.module.css';

/**
 * /feedback/:id: one item with its comments, at a URL to share. Its title is
 * the document title and the breadcrumb's last item; an unknown or deleted id
 * gets a clear not-found state.
 */
export function FeedbackItemPage() {
  const { t } = useTranslation('feedback');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const item = useFeedbackItem(id);
  // The comments and the thread's code come with the item, not after it.
  usePrefetchComments(id);
  useEffect(preloadCommentThread, []);
  // The card's first render (its text, votes, controls and comments) is the page's largest piece of work: deferred,
  // React does it in slices between the browser's other work instead of in one long task as the answer arrives.
  // Only its appearance waits: later changes (a vote, a status) show at once.
  const cardReady = useDeferredValue(item.data !== undefined);
  const notFound = item.isError && item.error.status === 404;
  const title = item.data ? unescapeAngleBrackets(item.data.title) : notFound ? t('page.notFound') : t('page.title');
  usePageMeta(title, item.data ? unescapeAngleBrackets(item.data.description).slice(0, 160) : undefined);
  const backToList = useCallback(() => void navigate('/feedback'), [navigate]);
  // A duplicate merged into another item leads there, saying so; the address of the duplicate keeps working.
  const mergedInto = item.data?.merged_into;
  const mergedTitle = item.data ? unescapeAngleBrackets(item.data.title) : '';
  useEffect(() => {
    if (!mergedInto) return;
    // Named, so a reader from an old link sees why the title changed.
    toast(t('item.mergedNotice', { title: mergedTitle }));
    void navigate(`/feedback/${mergedInto}`, { replace: true });
  }, [mergedInto, mergedTitle, navigate, t]);
  useApplyPendingActions({ onDraftSent: () => undefined, onDraftFailed: backToList });

  const copyLink = () =>
    navigator.clipboard.writeText(window.location.href).then(
      () => toast.success(t('item.linkCopied')),
      // No clipboard (an insecure origin, a refused permission): show the address to copy by hand.
      () => toast(window.location.href),
    );

  const back = (
    <div className={styles.bar}>
      <Link className={styles.back} to="/feedback">
        <span aria-hidden="true">←</span> {t('page.back')}
      </Link>
      {item.data ? (
        <div className={styles.actions}>
          <FollowButton item={item.data} />
          <button type="button" className="k-btn k-btn--ghost" onClick={() => void copyLink()}>
            {t('item.copyLink')}
          </button>
        </div>
      ) : null}
    </div>
  );

  let content;
  if (item.isPending || mergedInto || (item.data !== undefined && !cardReady)) content = <PageLoading />;
  else if (notFound)
    content = (
      <StatusPanel headingLevel={1} title={t('page.notFound')}>
        <p>{t('page.notFoundText')}</p>
      </StatusPanel>
    );
  else if (item.isError)
    content = (
      <StatusPanel
        headingLevel={1}
        role="alert"
        title={t('page.failed')}
        actions={
          <button type="button" className="k-btn k-btn--primary" onClick={() => void item.refetch()}>
            {t('list.reload')}
          </button>
        }
      />
    );
  else content = <FeedbackCard item={item.data} standalone onDeleted={backToList} />;

  return (
    <section className={`k-container k-page ${styles.page}`}>
      {back}
      {content}
      <LoginGate />
    </section>
  );
}
