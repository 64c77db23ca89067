import { useTranslation } from 'react-i18next';
import { toast } from '@koester/shared/toast/toast';
import type { MyWishlist } from '../api/get-my-wishlist';
import { useUpdateWishlist } from '../api/update-wishlist';
import { OWNER_NAMESPACE } from '../i18n/owner/owner-texts';
import { ListForm } from './list-form';
import common from './owner-common.module.css';

interface RenameListProps {
  userId: string;
  list: MyWishlist;
  /** Saved or cancelled: the header shows the list again. */
  onClose(): void;
}

/** The list's header while its name and description are edited. */
export function RenameList({ userId, list, onClose }: RenameListProps) {
  const { t } = useTranslation(OWNER_NAMESPACE);
  const update = useUpdateWishlist(userId, list.id);
  return (
    <section className={`k-card ${common.panel}`} aria-labelledby="list-edit">
      <h1 id="list-edit" className={common.panelTitle}>
        {t('editor.editTitle')}
      </h1>
      <ListForm
        initial={list}
        submitLabel={t('form.save')}
        busyLabel={t('form.saving')}
        save={update}
        onSaved={() => {
          toast.success(t('editor.saved'));
          onClose();
        }}
        onCancel={onClose}
      />
    </section>
  );
}
