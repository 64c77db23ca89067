import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@koester/shared/toast/toast';
import { useFocusOnClose } from '@koester/shared/ui/use-focus-on-close';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import { useAddItem } from '../api/add-item';
import type { MyWishlist } from '../api/get-my-wishlist';
import { OWNER_NAMESPACE } from '../i18n/owner/owner-texts';
import { ItemForm } from './item-form';
import { OwnItemRow } from './own-item-row';
import common from './owner-common.module.css';
import styles from './owner-items.module.css';

interface OwnerItemsProps {
  userId: string;
  list: MyWishlist;
}

/**
 * The gifts on a list: add, edit, mark received, remove. Nothing here tells whether a friend reserved or bought
 * one: the API does not say, and the owner acts on every gift alike.
 */
export function OwnerItems({ userId, list }: OwnerItemsProps) {
  const { t } = useTranslation(OWNER_NAMESPACE);
  // An empty list opens with the form; pressing "Add a gift" opens it with focus in its first field.
  const [adding, setAdding] = useState<'closed' | 'open' | 'pressed'>(list.items.length === 0 ? 'open' : 'closed');
  const focus = useFocusOnClose<HTMLButtonElement>(adding !== 'closed');

  return (
    <section className={common.section} aria-labelledby="items-heading">
      <div className={styles.sectionHeader}>
        <h2 id="items-heading" tabIndex={-1}>
          {t('items.title')} <span className={common.count}>({list.items.length})</span>
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
        <NewItemPanel
          userId={userId}
          listId={list.id}
          autoFocus={adding === 'pressed'}
          onCancel={() => {
            focus.closing();
            setAdding('closed');
          }}
        />
      ) : null}
      {list.items.length === 0 ? (
        <p className={common.emptyNote}>{t('items.empty')}</p>
      ) : (
        <ul className={common.list}>
          {list.items.map((item) => (
            <OwnItemRow key={item.id} userId={userId} listId={list.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

interface NewItemPanelProps {
  userId: string;
  listId: string;
  autoFocus: boolean;
  onCancel(): void;
}

/** The form for a new gift; it stays open, emptied, for the next one. */
function NewItemPanel({ userId, listId, autoFocus, onCancel }: NewItemPanelProps) {
  const { t } = useTranslation(OWNER_NAMESPACE);
  const add = useAddItem(userId, listId);
  return (
    <div className={`k-card ${common.panel}`}>
      <h3 className={common.panelTitle}>{t('items.newTitle')}</h3>
      <ItemForm
        submitLabel={t('items.addSubmit')}
        busyLabel={t('items.adding')}
        clearAfterSave
        autoFocus={autoFocus}
        save={add}
        onSaved={(values) => toast.success(t('items.added', { title: unescapeAngleBrackets(values.title) }))}
        onCancel={onCancel}
      />
    </div>
  );
}
