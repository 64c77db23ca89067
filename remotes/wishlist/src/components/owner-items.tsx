import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice, useLanguage } from '@koester/shared/i18n/localized';
import { toast } from '@koester/shared/toast/toast';
import { ConfirmDialog } from '@koester/shared/ui/confirm-dialog';
import { useFocusOnClose } from '@koester/shared/ui/use-focus-on-close';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import { listCalls, type ListChange, type MyWishlist, type OwnItem, type ReceivedItem } from '../api/my-wishlists';
import { localDay } from '../model/share-links';
import { ItemForm } from './item-form';
import { ItemImage } from './item-image';
import { failureText } from './use-form-submit';
import styles from './owner.module.css';
import { OWNER_NAMESPACE } from '../i18n/owner/owner-texts';

interface ItemsProps {
  list: MyWishlist;
  change: ListChange;
}

/**
 * Where focus goes when the element that had it is gone (an item received, removed or put back): a heading that is
 * on the page both before and after the change, chosen from the change's answer. Looking for it in the page instead
 * could find a section that the answer is about to take away, since React may not have committed the answer yet.
 */
const focusHeading = (id: 'items-heading' | 'received-heading') =>
  window.requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * The gifts on a list: add, edit, mark received, remove. Nothing here tells whether a friend reserved or bought
 * one: the API does not say, and the owner acts on every gift alike.
 */
export function OwnerItems({ list, change }: ItemsProps) {
  const { t } = useTranslation(OWNER_NAMESPACE);
  // An empty list opens with the form; pressing "Add a gift" opens it with focus in its first field.
  const [adding, setAdding] = useState<'closed' | 'open' | 'pressed'>(list.items.length === 0 ? 'open' : 'closed');
  const focus = useFocusOnClose<HTMLButtonElement>(adding !== 'closed');

  return (
    <section className={styles.items} aria-labelledby="items-heading">
      <div className={styles.sectionHeader}>
        <h2 id="items-heading" tabIndex={-1}>
          {t('items.title')} <span className={styles.count}>({list.items.length})</span>
        </h2>
        {adding === 'closed' ? (
          <button
            ref={focus.target}
            className="k-btn k-btn--primary"
            type="button"
            onClick={() => setAdding('pressed')}
          >
            {t('items.add')}
          </button>
        ) : null}
      </div>
      {adding !== 'closed' ? (
        <div className={`k-card ${styles.panel}`}>
          <h3 className={styles.panelTitle}>{t('items.newTitle')}</h3>
          <ItemForm
            submitLabel={t('items.addSubmit')}
            busyLabel={t('items.adding')}
            clearAfterSave
            autoFocus={adding === 'pressed'}
            onSave={async (values) => {
              await change(() => listCalls.addItem(list.id, values));
              toast.success(t('items.added', { title: unescapeAngleBrackets(values.title) }));
            }}
            onCancel={() => {
              focus.closing();
              setAdding('closed');
            }}
          />
        </div>
      ) : null}
      {list.items.length === 0 ? (
        <p className={styles.emptyNote}>{t('items.empty')}</p>
      ) : (
        <ul className={styles.itemList}>
          {list.items.map((item) => (
            <OwnItemRow key={item.id} listId={list.id} item={item} change={change} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OwnItemRow({ listId, item, change }: { listId: string; item: OwnItem; change: ListChange }) {
  const { t } = useTranslation(OWNER_NAMESPACE);
  const language = useLanguage();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [busy, setBusy] = useState(false);
  const title = unescapeAngleBrackets(item.title);
  const description = item.description ? unescapeAngleBrackets(item.description) : null;

  const focus = useFocusOnClose<HTMLButtonElement>(editing);
  function closeEditor() {
    focus.closing();
    setEditing(false);
  }

  async function markReceived() {
    if (busy) return;
    setBusy(true);
    try {
      await change(() => listCalls.markReceived(listId, item.id));
      toast.success(t('items.receivedToast', { title }));
      focusHeading('items-heading');
    } catch (error) {
      toast.error(failureText(error, t));
      setBusy(false);
    }
  }

  if (editing)
    return (
      <li className={`k-card ${styles.itemRow} ${styles.editing}`} data-item-id={item.id}>
        <h3 className={styles.panelTitle}>{t('items.editTitle', { title })}</h3>
        <ItemForm
          initial={item}
          autoFocus
          submitLabel={t('form.save')}
          busyLabel={t('form.saving')}
          onSave={async (values) => {
            await change(() => listCalls.editItem(listId, item.id, values));
            toast.success(t('items.saved'));
            closeEditor();
          }}
          onCancel={closeEditor}
        />
      </li>
    );

  return (
    <li className={`k-card ${styles.itemRow}`} data-item-id={item.id} aria-busy={busy || undefined}>
      <div className={styles.thumb}>
        <ItemImage src={item.image_url} missingLabel={t('item.imageMissing')} />
      </div>
      <div className={styles.itemBody}>
        <h3 className={styles.itemTitle}>{title}</h3>
        <p className={styles.itemPrice}>
          {item.price === null ? (
            <span className={styles.muted}>{t('item.noPrice')}</span>
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
      <div className={styles.itemActions}>
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
          onClick={() => void markReceived()}
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
          onConfirm={async () => {
            try {
              await change(() => listCalls.removeItem(listId, item.id));
              toast.success(t('items.removed', { title }));
            } catch (error) {
              toast.error(failureText(error, t));
              throw error;
            }
          }}
          onClose={() => setRemoving(false)}
          returnFocus={() => document.getElementById('items-heading')}
        />
      ) : null}
    </li>
  );
}

/** Gifts the owner marked received: gone from every shared view, kept here, and back on the list with one press. */
export function ReceivedItems({ list, change }: ItemsProps) {
  const { t } = useTranslation(OWNER_NAMESPACE);
  const language = useLanguage();
  const [busy, setBusy] = useState<string | null>(null);
  if (list.received_items.length === 0) return null;

  async function putBack(item: ReceivedItem) {
    if (busy) return;
    setBusy(item.id);
    try {
      const answer = await change(() => listCalls.putBack(list.id, item.id));
      toast.success(t('received.putBackToast', { title: unescapeAngleBrackets(item.title) }));
      // The last received gift put back takes its section with it.
      focusHeading(answer.received_items.length > 0 ? 'received-heading' : 'items-heading');
    } catch (error) {
      toast.error(failureText(error, t));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className={styles.received} aria-labelledby="received-heading">
      <h2 id="received-heading" tabIndex={-1}>
        {t('received.title')} <span className={styles.count}>({list.received_items.length})</span>
      </h2>
      <p className={styles.muted}>{t('received.intro')}</p>
      <ul className={styles.receivedList}>
        {list.received_items.map((item) => {
          const title = unescapeAngleBrackets(item.title);
          return (
            <li key={item.id} className={styles.receivedRow} data-received-id={item.id}>
              <div>
                <p className={styles.itemTitle}>{title}</p>
                <p className={styles.muted}>
                  {t('received.on', { date: formatDate(localDay(item.received_at), language) })}
                </p>
              </div>
              <button
                aria-label={t('received.putBackLabel', { title })}
                className="k-btn k-btn--ghost"
                type="button"
                onClick={() => void putBack(item)}
                aria-disabled={busy === item.id || undefined}
              >
                {t('received.putBack')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
