import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, useLanguage } from '@koester/shared/i18n/localized';
import { toast } from '@koester/shared/toast/toast';
import { ConfirmDialog } from '@koester/shared/ui/confirm-dialog';
import { useFocusOnClose } from '@koester/shared/ui/use-focus-on-close';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import type { OwnItem } from '../api/get-my-wishlist';
import { useMarkReceived } from '../api/mark-received';
import { useRemoveItem } from '../api/remove-item';
import { OWNER_NAMESPACE } from '../i18n/owner/owner-texts';
import { EditItemRow } from './edit-item-row';
import { focusHeading } from './focus-heading';
import { ItemImage } from './item-image';
import { failureText } from '@koester/shared/ui/use-form-submit';
import common from './owner-common.module.css';
import styles from './own-item-row.module.css';

interface OwnItemRowProps {
  userId: string;
  listId: string;
  item: OwnItem;
}

/** One gift on the owner's page: its details, and edit, received and remove; editing turns the row into a form. */
export function OwnItemRow({ userId, listId, item }: OwnItemRowProps) {
  const { t } = useTranslation(OWNER_NAMESPACE);
  const language = useLanguage();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const received = useMarkReceived(userId, listId);
  const remove = useRemoveItem(userId, listId);
  // Received, the gift leaves this list: its buttons wait until it has gone (a failure frees them).
  const busy = received.isPending || received.isSuccess;
  // A second press before `busy` renders (a moment after the click) finds this set; only a failure frees it.
  const sending = useRef(false);
  const title = unescapeAngleBrackets(item.title);
  const description = item.description ? unescapeAngleBrackets(item.description) : null;

  const focus = useFocusOnClose<HTMLButtonElement>(editing);
  function closeEditor() {
    focus.closing();
    setEditing(false);
  }

  function markReceived() {
    if (busy || sending.current) return;
    sending.current = true;
    received.mutate(item.id, {
      onSuccess: () => {
        toast.success(t('items.receivedToast', { title }));
        focusHeading('items-heading');
      },
      onError: (error) => {
        sending.current = false;
        toast.error(failureText(error, t));
      },
    });
  }

  if (editing) return <EditItemRow userId={userId} listId={listId} item={item} onClose={closeEditor} />;

  return (
    <li className={`k-card ${styles.itemRow}`} data-item-id={item.id} aria-busy={busy || undefined}>
      <div className={styles.thumb}>
        <ItemImage src={item.image_url} missingLabel={t('item.imageMissing')} />
      </div>
      <div className={styles.itemBody}>
        <h3 className={common.itemTitle}>{title}</h3>
        <p className={styles.itemPrice}>
          {item.price === null ? (
            <span className={common.muted}>{t('item.noPrice')}</span>
          ) : (
            formatPrice(item.price, language)
          )}
        </p>
        {description ? <p className={styles.itemDescription}>{description}</p> : null}
        {item.url ? (
          <a href={item.url} target="_blank" rel="noopener noreferrer" className={styles.itemLink}>
            {t('item.view')}
            <span className="k-visually-hidden"> {t('share.newTab')}</span>
          </a>
        ) : null}
      </div>
      <div className={`${common.actions} ${styles.itemActions}`}>
        <button
          className="k-btn k-btn--secondary"
          type="button"
          onClick={() => !busy && setEditing(true)}
          aria-disabled={busy || undefined}
          ref={focus.target}
          aria-label={t('items.editLabel', { title })}
        >
          {t('items.edit')}
        </button>
        <button
          className="k-btn k-btn--secondary"
          type="button"
          onClick={markReceived}
          aria-disabled={busy || undefined}
          aria-label={t('items.markReceivedLabel', { title })}
        >
          {t('items.markReceived')}
        </button>
        <button
          className="k-btn k-btn--ghost"
          type="button"
          onClick={() => !busy && setRemoving(true)}
          aria-disabled={busy || undefined}
          aria-label={t('items.removeLabel', { title })}
        >
          {t('items.remove')}
        </button>
      </div>
      {removing ? (
        <ConfirmDialog
          title={t('items.removeTitle')}
          message={t('items.removeText', { title })}
          confirmLabel={t('items.removeConfirm')}
          cancelLabel={t('form.cancel')}
          onConfirm={() =>
            remove.mutateAsync(item.id).then(
              () => toast.success(t('items.removed', { title })),
              (error: unknown) => {
                toast.error(failureText(error, t));
                throw error;
              },
            )
          }
          onClose={() => setRemoving(false)}
          returnFocus={() => document.getElementById('items-heading')}
        />
      ) : null}
    </li>
  );
}
