import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@koester/shared/toast/toast';
import { ConfirmDialog } from '@koester/shared/ui/confirm-dialog';
import { useFocusOnClose } from '@koester/shared/ui/use-focus-on-close';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import { useDeleteWishlist } from '../api/delete-wishlist';
import type { MyWishlist } from '../api/get-my-wishlist';
import { OWNER_NAMESPACE } from '../i18n/owner/owner-texts';
import { RenameList } from './rename-list';
import { failureText } from '@koester/shared/ui/use-form-submit';
import common from './owner-common.module.css';
import styles from './list-header.module.css';

/** The list's name and description on its page: rename it, delete it, or jump to sharing it. */
export function ListHeader({ userId, list }: { userId: string; list: MyWishlist }) {
  const { t } = useTranslation(OWNER_NAMESPACE);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const name = unescapeAngleBrackets(list.name);
  const description = list.description ? unescapeAngleBrackets(list.description) : null;
  const remove = useDeleteWishlist(userId, list.id, async () => {
    toast.success(t('editor.deleted', { name }));
    await navigate('/wishlists');
  });
  const focus = useFocusOnClose<HTMLButtonElement>(editing);
  const closeEditor = () => {
    focus.closing();
    setEditing(false);
  };

  if (editing) return <RenameList userId={userId} list={list} onClose={closeEditor} />;

  return (
    <header className={styles.listHeader}>
      <h1 id="list-title">{name}</h1>
      {description ? <p className={`k-lead ${styles.listLead}`}>{description}</p> : null}
      <div className={common.actions}>
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
          onConfirm={() =>
            remove.mutateAsync().catch((error: unknown) => {
              toast.error(failureText(error, t));
              throw error;
            })
          }
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </header>
  );
}
