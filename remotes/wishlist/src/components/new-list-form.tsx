import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@koester/shared/toast/toast';
import { useCreateWishlist } from '../api/create-wishlist';
import { OWNER_NAMESPACE } from '../i18n/owner/owner-texts';
import { ListForm } from './list-form';

interface NewListFormProps {
  userId: string;
  /** Offered when the user has lists already (the form then opened on a press). */
  onCancel?(): void;
  autoFocus: boolean;
}

/** A new list: made, then opened on its own page. */
export function NewListForm({ userId, onCancel, autoFocus }: NewListFormProps) {
  const { t } = useTranslation(OWNER_NAMESPACE);
  const navigate = useNavigate();
  const create = useCreateWishlist(userId);
  return (
    <ListForm
      submitLabel={t('mine.create')}
      busyLabel={t('mine.creating')}
      save={create}
      onSaved={(list) => {
        toast.success(t('mine.created'));
        return navigate(`/wishlists/${list.id}`);
      }}
      onCancel={onCancel}
      autoFocus={autoFocus}
    />
  );
}
