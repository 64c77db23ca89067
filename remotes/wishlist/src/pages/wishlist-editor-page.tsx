import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '@koester/shared/api/api-error';
import { SignInRequired } from '@koester/shared/auth/sign-in-required';
import { withQueryClient } from '@koester/shared/data/query-provider';
import { useSessionStore } from '@koester/shared/session/session-store';
import { toast } from '@koester/shared/toast/toast';
import { ConfirmDialog } from '@koester/shared/ui/confirm-dialog';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { useFocusOnClose } from '@koester/shared/ui/use-focus-on-close';
import { PageLoading, StatusPanel } from '@koester/shared/ui/status-panel';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import {
  deleteWishlist,
  listCalls,
  myWishlistQuery,
  useListChanges,
  type ListChange,
  type MyWishlist,
} from '../api/my-wishlists';
import { GiftIcon } from '../components/gift-placeholder';
import { ListForm } from '../components/list-form';
import { OwnerItems, ReceivedItems } from '../components/owner-items';
import { SharePanel } from '../components/share-panel';
import { failureText } from '../components/use-form-submit';
import styles from '../components/owner.module.css';
import { OWNER_NAMESPACE, registerOwnerTexts } from '../i18n/owner/owner-texts';

registerOwnerTexts();

/**
 * /wishlists/:id: one of the owner's lists. Rename and describe it, add and edit gifts, mark them received, and
 * share it by link. Someone else's list, or an unknown id, is "not found", as the API answers.
 */
function WishlistEditor() {
  // The title is the list's name once it is known (WishlistEditorContent sets it).
  return (
    <SignInRequired>
      <WishlistEditorContent />
    </SignInRequired>
  );
}

export const WishlistEditorPage = withQueryClient(WishlistEditor);

function WishlistEditorContent() {
  const { t } = useTranslation(OWNER_NAMESPACE);
  const { id = '' } = useParams();
  const userId = useSessionStore((s) => s.user!.userId);
  const list = useQuery(myWishlistQuery(userId, id));
  const changes = useListChanges(userId, id);
  const name = list.data ? unescapeAngleBrackets(list.data.name) : '';
  usePageMeta(name || t('editor.title'), t('mine.intro'));

  const back = (
    <Link className={styles.back} to="/wishlists">
      <span aria-hidden="true">← </span>
      {t('mine.title')}
    </Link>
  );

  if (list.isPending)
    return (
      <div className={`k-container k-page ${styles.page}`}>
        {back}
        <PageLoading />
      </div>
    );
  if (list.isError && !list.data) {
    const notFound = list.error instanceof ApiError && [400, 404].includes(list.error.status);
    return (
      <div className={`k-container k-page ${styles.page}`}>
        <StatusPanel
          headingLevel={1}
          role={notFound ? undefined : 'alert'}
          title={t(notFound ? 'editor.notFound' : 'editor.failed')}
          actions={
            <>
              {notFound ? null : (
                <button className="k-btn k-btn--primary" type="button" onClick={() => void list.refetch()}>
                  {t('state.retry')}
                </button>
              )}
              <Link className="k-btn k-btn--secondary" to="/wishlists">
                {t('editor.toLists')}
              </Link>
            </>
          }
        >
          <p>{t(notFound ? 'editor.notFoundText' : 'editor.failedText')}</p>
        </StatusPanel>
      </div>
    );
  }

  return (
    <div className={`k-container k-page ${styles.page}`}>
      {back}
      <ListHeader list={list.data} change={changes.change} onDeleted={changes.deleted} onLeft={changes.forget} />
      <p className={styles.surprise}>
        <GiftIcon size={22} />
        <span>{t('editor.surprise')}</span>
      </p>
      <div className={styles.editorGrid}>
        <div className={styles.editorMain}>
          <OwnerItems list={list.data} change={changes.change} />
          <ReceivedItems list={list.data} change={changes.change} />
        </div>
        <SharePanel list={list.data} change={changes.change} refetch={changes.refetch} />
      </div>
    </div>
  );
}

function ListHeader({
  list,
  change,
  onDeleted,
  onLeft,
}: {
  list: MyWishlist;
  change: ListChange;
  /** The list is gone: called before the page leaves for the overview… */
  onDeleted(): void;
  /** …and once it has left. */
  onLeft(): void;
}) {
  const { t } = useTranslation(OWNER_NAMESPACE);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const name = unescapeAngleBrackets(list.name);
  const description = list.description ? unescapeAngleBrackets(list.description) : null;
  const focus = useFocusOnClose<HTMLButtonElement>(editing);
  const closeEditor = () => {
    focus.closing();
    setEditing(false);
  };

  if (editing)
    return (
      <section className={`k-card ${styles.panel}`} aria-labelledby="list-edit">
        <h1 id="list-edit" className={styles.panelTitle}>
          {t('editor.editTitle')}
        </h1>
        <ListForm
          initial={list}
          submitLabel={t('form.save')}
          busyLabel={t('form.saving')}
          onSave={async (values) => {
            await change(() => listCalls.update(list.id, values));
            toast.success(t('editor.saved'));
            closeEditor();
          }}
          onCancel={closeEditor}
        />
      </section>
    );

  return (
    <header className={styles.listHeader}>
      <h1 id="list-title">{name}</h1>
      {description ? <p className={`k-lead ${styles.listLead}`}>{description}</p> : null}
      <div className={styles.formActions}>
        <button ref={focus.target} className="k-btn k-btn--secondary" type="button" onClick={() => setEditing(true)}>
          {t('editor.edit')}
        </button>
        <button className="k-btn k-btn--ghost" type="button" onClick={() => setDeleting(true)}>
          {t('editor.delete')}
        </button>
        {/* On a phone the sharing panel comes after the gifts: one press away. */}
        <button
          className={`k-btn k-btn--ghost ${styles.toShare}`}
          type="button"
          onClick={() => {
            const heading = document.getElementById('share-heading');
            heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            heading?.focus({ preventScroll: true });
          }}
        >
          {t('editor.toShare')}
        </button>
      </div>
      {deleting ? (
        <ConfirmDialog
          title={t('editor.deleteTitle')}
          message={t('editor.deleteText', { name })}
          confirmLabel={t('editor.deleteConfirm')}
          cancelLabel={t('form.cancel')}
          onConfirm={async () => {
            try {
              await deleteWishlist(list.id);
            } catch (error) {
              toast.error(failureText(error, t));
              throw error;
            }
            toast.success(t('editor.deleted', { name }));
            onDeleted();
            await navigate('/wishlists');
            onLeft();
          }}
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </header>
  );
}
