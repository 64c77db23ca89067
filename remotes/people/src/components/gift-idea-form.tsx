import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@koester/shared/i18n/localized';
import { TextAreaField, TextField } from '@koester/shared/ui/form-field';
import { parsePrice, priceInputText } from '@koester/shared/validation/price-text';
import type { Language } from '@koester/contract/i18n/languages';
import { PEOPLE_LIMITS, validateGiftIdea, type GiftIdeaValues } from '@koester/contract/validation/people-rules';
import { unescapeAngleBrackets, type RuleResult } from '@koester/contract/validation/text-rules';
import type { GiftIdea } from '../api/get-person';
import { FormFrame } from './form-frame';
import { useFormSubmit, type FormSave } from '@koester/shared/ui/use-form-submit';
import { PEOPLE_FORM } from './form-texts';
import styles from './form-frame.module.css';

type IdeaDraft = Record<'title' | 'url' | 'price' | 'notes', string>;
const EMPTY: IdeaDraft = { title: '', url: '', price: '', notes: '' };
const FIELDS = Object.keys(EMPTY);
const L = PEOPLE_LIMITS;

/** The idea checked as the API will: the price read as typed in the page's language, then the shared idea rule. */
function checkIdeaDraft(draft: IdeaDraft, language: Language): RuleResult<GiftIdeaValues> {
  const price = parsePrice(draft.price, language);
  const idea = validateGiftIdea({ ...draft, price: price.ok ? price.value : null });
  if (price.ok) return idea;
  return { ok: false, errors: { ...(idea.ok ? {} : idea.errors), ...price.errors } };
}

function draftOf(idea: GiftIdea | undefined, language: Language): IdeaDraft {
  if (!idea) return EMPTY;
  return {
    title: unescapeAngleBrackets(idea.title),
    url: idea.url ?? '',
    price: priceInputText(idea.price, language),
    notes: idea.notes ? unescapeAngleBrackets(idea.notes) : '',
  };
}

interface GiftIdeaFormProps {
  initial?: GiftIdea;
  save: FormSave<GiftIdeaValues, unknown>;
  submitLabel: string;
  busyLabel: string;
  /** What screen readers call the form; the submit label when not given. */
  label?: string;
  onSaved(): void;
  onCancel(): void;
}

/** A gift idea: what it is, and if known a link to a shop, a price and a note. */
export function GiftIdeaForm(props: GiftIdeaFormProps) {
  const { initial, save, submitLabel, busyLabel, label, onSaved, onCancel } = props;
  const { t } = useTranslation('people');
  const language = useLanguage();
  const [draft, setDraft] = useState<IdeaDraft>(() => draftOf(initial, language));
  const state = useFormSubmit(save, FIELDS, PEOPLE_FORM);
  const { errors, clearError } = state;
  const field = (name: keyof IdeaDraft) => ({
    value: draft[name],
    error: errors[name],
    onValue: (value: string) => {
      setDraft((current) => ({ ...current, [name]: value }));
      clearError(name);
    },
  });

  return (
    <FormFrame
      state={state}
      onSubmit={() => state.submit(checkIdeaDraft(draft, language), onSaved)}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      onCancel={onCancel}
      label={label ?? submitLabel}
    >
      <TextField
        label={t('ideaForm.title')}
        {...field('title')}
        required
        autoComplete="off"
        maxLength={L.ideaTitleMax * 2}
        autoFocus
      />
      <div className={styles.row}>
        <TextField
          label={t('ideaForm.price')}
          hint={t('ideaForm.priceHint')}
          {...field('price')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
        />
        <TextField
          label={t('ideaForm.url')}
          hint={t('ideaForm.urlHint')}
          {...field('url')}
          type="url"
          inputMode="url"
          autoComplete="off"
          maxLength={L.linkMax * 2}
        />
      </div>
      <TextAreaField label={t('ideaForm.notes')} {...field('notes')} rows={3} maxLength={L.ideaNotesMax * 2} />
    </FormFrame>
  );
}
