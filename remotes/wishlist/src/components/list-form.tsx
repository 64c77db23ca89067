import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '@koester/shared/ui/form-field';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import { validateWishlist, WISHLIST_LIMITS, type WishlistValues } from '@koester/contract/validation/wishlist-rules';
import { OwnerForm } from './owner-form';
import { useFormSubmit, type FormSave } from '@koester/shared/ui/use-form-submit';
import { OWNER_NAMESPACE } from '../i18n/owner/owner-texts';

interface ListFormProps<R> {
  /** The list as it is, when renaming; absent for a new list. */
  initial?: { name: string; description: string | null };
  submitLabel: string;
  busyLabel: string;
  /** Sends the checked values (a mutation); a refusal keeps the form as typed. */
  save: FormSave<WishlistValues, R>;
  /** After the save went through, with the server's answer. */
  onSaved?(answer: R): void | Promise<void>;
  onCancel?(): void;
  /** Focus the name when the form appears: it was opened by a press (renaming always is). */
  autoFocus?: boolean;
}

/** The fields the form shows, as the shared rule names them. */
const LIST_FIELDS = ['name', 'description'] as const;

/** A list's name and optional description, for a new list and for renaming one. */
export function ListForm<R>({ initial, submitLabel, busyLabel, save, onSaved, onCancel, autoFocus }: ListFormProps<R>) {
  const { t } = useTranslation(OWNER_NAMESPACE);
  const [name, setName] = useState(initial ? unescapeAngleBrackets(initial.name) : '');
  const [description, setDescription] = useState(
    initial?.description ? unescapeAngleBrackets(initial.description) : '',
  );
  const state = useFormSubmit(save, LIST_FIELDS, { namespace: OWNER_NAMESPACE });
  const { errors, clearError } = state;

  return (
    <OwnerForm
      state={state}
      onSubmit={() => state.submit(validateWishlist({ name, description }), (answer) => onSaved?.(answer))}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      onCancel={onCancel}
    >
      <TextField
        label={t('listForm.name')}
        value={name}
        onValue={(value) => {
          setName(value);
          clearError('name');
        }}
        error={errors.name}
        hint={t('listForm.nameHint')}
        required
        autoComplete="off"
        maxLength={WISHLIST_LIMITS.nameMax * 2}
        autoFocus={autoFocus ?? Boolean(initial)}
      />
      <TextAreaField
        label={t('listForm.description')}
        value={description}
        onValue={(value) => {
          setDescription(value);
          clearError('description');
        }}
        error={errors.description}
        hint={t('listForm.descriptionHint')}
        rows={3}
        maxLength={WISHLIST_LIMITS.descriptionMax * 2}
      />
    </OwnerForm>
  );
}
