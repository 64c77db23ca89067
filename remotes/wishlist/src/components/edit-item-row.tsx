import { useTranslation } from 'react-i18next';
import { toast } from '@koester/shared/toast/toast';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import { useEditItem } from '../api/edit-item';
import type { OwnItem } from '../api/get-my-wishlist';
import { OWNER_NAMESPACE } from '../i18n/owner/owner-texts';
import { ItemForm } from './item-form';
import common from './owner-common.module.css';
import styles from './own-item-row.module.css';

interface EditItemRowProps {
  userId: string;
  listId: string;
  item: OwnItem;
  /** Saved or cancelled: the row shows the gift again. */
  onClose(): void;
}

/** A gift's row while it is edited: the form, filled with the gift as it is. */
export function EditItemRow({ userId, listId, item, onClose }: EditItemRowProps) {
  const { t } = useTranslation(OWNER_NAMESPACE);
  const edit = useEditItem(userId, listId, item.id);
  return (
    <li className={`k-card ${styles.itemRow} ${styles.editing}`} data-item-id={item.id}>
      <h3 className={common.panelTitle}>{t('items.editTitle', { title: unescapeAngleBrackets(item.title) })}</h3>
      <ItemForm
        initial={item}
        autoFocus
        submitLabel={t('form.save')}
        busyLabel={t('form.saving')}
        save={edit}
        onSaved={() => {
          toast.success(t('items.saved'));
          onClose();
        }}
        onCancel={onClose}
      />
    </li>
  );
}
