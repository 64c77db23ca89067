import { Suspense, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '@koester/shared/ui/lazy-page';
import { PageLoading } from '@koester/shared/ui/status-panel';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { useApplyPendingActions } from '../api/apply-pending-actions';
import { DownloadSection } from '../components/download-section';
import { DraftNotice } from '../components/draft-notice';
import { FeedbackFilters } from '../components/feedback-filters';
import { FeedbackList } from '../components/feedback-list';
import { LoginGate } from '../components/login-gate';
import { PortalHeader } from '../components/portal-header';
import { changeListView, DEFAULT_VIEW, listViewSearch, parseListView, type ListView } from '../model/list-view';
import { usePendingStore } from '../stores/pending-store';

/** The form, its rules and texts load when it is opened, not with the list (the first paint on a phone). */
const SubmitForm = lazyPage(async () => (await import('../components/submit-form')).SubmitForm);

/** /feedback: the portal (spec §2). Filters, order and search live in the query string. */
export function FeedbackPage() {
  const { t } = useTranslation('feedback');
  usePageMeta(t('feedback.title'), t('feedback.intro'));
  const [params, setParams] = useSearchParams();
  const view = parseListView(params);
  // A draft in this tab (a reload, a detour to a similar item) reopens the form with it.
  const [adding, setAdding] = useState(() => {
    const draft = usePendingStore.getState().draft;
    return draft !== null && !draft.submitOnLogin;
  });
  const openForm = useCallback(() => setAdding(true), []);
  const closeForm = useCallback(() => {
    setAdding(false);
    // Focus goes back to the button that opened the form, which stays where it was (unless a dialog took it).
    window.requestAnimationFrame(() => {
      if (document.querySelector('[aria-modal="true"]')) return;
      document.querySelector<HTMLElement>('[data-add-feedback]')?.focus();
    });
  }, []);
  useApplyPendingActions({ onDraftSent: closeForm, onDraftFailed: openForm });

  // A change applies to the address as it is now, not as this render saw it: quick changes in a row (a filter, then
  // the order) each keep the one before, even while the page still shows the list of the last-but-one.
  const show = useCallback(
    (change: Partial<ListView>) => {
      const current = parseListView(new URLSearchParams(window.location.search));
      setParams(listViewSearch(changeListView(current, change)), { replace: true, preventScrollReset: true });
    },
    [setParams],
  );

  return (
    <section className="k-container k-page">
      <PortalHeader onAdd={() => setAdding(!adding)} adding={adding} />
      {adding ? (
        <Suspense fallback={<PageLoading />}>
          <SubmitForm onClose={closeForm} />
        </Suspense>
      ) : (
        <DraftNotice onEdit={openForm} />
      )}
      <FeedbackFilters view={view} onChange={show} />
      <FeedbackList view={view} onAdd={openForm} onShowAll={() => show({ ...DEFAULT_VIEW, status: 'all' })} />
      <DownloadSection />
      <LoginGate />
    </section>
  );
}
