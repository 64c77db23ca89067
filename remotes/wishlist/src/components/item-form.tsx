import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@koester/shared/i18n/localized';
import { TextAreaField, TextField } from '@koester/shared/ui/form-field';
import { parsePrice, priceInputText } from '@koester/shared/validation/price-text';
import type { RuleResult } from '@koester/contract/validation/text-rules';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import {
  validateWishlistItem,
  WISHLIST_LIMITS,
  type WishlistItemValues,
} from '@koester/contract/validation/wishlist-rules';
import { OwnerForm } from './owner-form';
import { useFormSubmit, type FormSave } from '@koester/shared/ui/use-form-submit';
import { OWNER_NAMESPACE } from '../i18n/owner/owner-texts';
import styles from './item-form.module.css';

type Draft = Record<'title' | 'description' | 'price' | 'url' | 'image_url', string>;

const EMPTY: Draft = { title: '', description: '', price: '', url: '', image_url: '' };

/** The fields the form shows, as the shared rule names them. */
const ITEM_FIELDS = Object.keys(EMPTY);

/** What the form shows for a stored item: texts as typed, the price in the page's language. */
function draftOf(item: Partial<WishlistItemValues> | undefined, language: ReturnType<typeof useLanguage>): Draft {
  if (!item) return EMPTY;
  return {
    title: item.title ? unescapeAngleBrackets(item.title) : '',
    description: item.description ? unescapeAngleBrackets(item.description) : '',
    price: priceInputText(item.price ?? null, language),
    url: item.url ?? '',
    image_url: item.image_url ?? '',
  };
}

/**
 * The form's values checked as the API will check them: the price is read as typed in the page's language
 * (parsePrice), then every field goes through the shared item rule; problems of both are reported together.
 */
export function checkItemDraft(draft: Draft, language: ReturnType<typeof useLanguage>): RuleResult<WishlistItemValues> {
  const price = parsePrice(draft.price, language);
  const item = validateWishlistItem({ ...draft, price: price.ok ? price.value : null });
  if (price.ok) return item;
  return { ok: false, errors: { ...(item.ok ? {} : item.errors), ...price.errors } };
}

interface ItemFormProps {
  initial?: Partial<WishlistItemValues>;
  submitLabel: string;
  busyLabel: string;
  /** Sends the checked values (a mutation); a refusal keeps the form as typed. */
  save: FormSave<WishlistItemValues, unknown>;
  /** After the save went through, with the values sent. */
  onSaved?(values: WishlistItemValues): void;
  onCancel?(): void;
  /** A new item: after saving, the form empties and is ready for the next gift. */
  clearAfterSave?: boolean;
  /** Focus the first field when the form appears (it was opened by a press). */
  autoFocus?: boolean;
}

/** A gift: name, price in euros, product link, picture link and a description. */
export function ItemForm({
  initial,
  submitLabel,
  busyLabel,
  save,
  onSaved,
  onCancel,
  clearAfterSave,
  autoFocus,
}: ItemFormProps) {
  const { t } = useTranslation(OWNER_NAMESPACE);
  const language = useLanguage();
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial, language));
  const state = useFormSubmit(save, ITEM_FIELDS, { namespace: OWNER_NAMESPACE });
  const { errors, clearError } = state;
  const title = useRef<HTMLInputElement>(null);

  const field = (name: keyof Draft) => ({
    value: draft[name],
    error: errors[name],
    onValue: (value: string) => {
      setDraft((current) => ({ ...current, [name]: value }));
      clearError(name);
    },
  });

  const submit = () =>
    state.submit(checkItemDraft(draft, language), (_answer, values) => {
      onSaved?.(values);
      if (!clearAfterSave) return;
      setDraft(EMPTY);
      title.current?.focus();
    });

  return (
    <OwnerForm state={state} onSubmit={submit} submitLabel={submitLabel} busyLabel={busyLabel} onCancel={onCancel}>
      <TextField
        ref={title}
        label={t('itemForm.title')}
        {...field('title')}
        required
        autoComplete="off"
        maxLength={WISHLIST_LIMITS.titleMax * 2}
        autoFocus={autoFocus}
      />
      <div className={styles.fieldRow}>
        <TextField
          label={t('itemForm.price')}
          {...field('price')}
          hint={t('itemForm.priceHint')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
        />
        <TextField
          label={t('itemForm.url')}
          {...field('url')}
          hint={t('itemForm.urlHint')}
          type="url"
          inputMode="url"
          autoComplete="off"
          maxLength={WISHLIST_LIMITS.linkMax * 2}
        />
      </div>
      <TextField
        label={t('itemForm.image')}
        {...field('image_url')}
        hint={t('itemForm.imageHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        maxLength={WISHLIST_LIMITS.linkMax * 2}
      />
      <TextAreaField
        label={t('itemForm.description')}
        {...field('description')}
        hint={t('itemForm.descriptionHint')}
        rows={3}
        maxLength={WISHLIST_LIMITS.itemDescriptionMax * 2}
      />
    </OwnerForm>
  );
}
