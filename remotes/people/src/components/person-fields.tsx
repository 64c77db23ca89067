import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '@koester/shared/ui/form-field';
import { PEOPLE_LIMITS } from '@koester/contract/validation/people-rules';
import type { PersonDraft } from '../model/person-draft';
import styles from './form-frame.module.css';

interface PersonFieldsProps {
  draft: PersonDraft;
  onChange(field: keyof PersonDraft, value: string): void;
  errors: Record<string, string | undefined>;
  /** Put between the email and the lists: the birthday, on the new-person form. */
  children?: ReactNode;
  autoFocus?: boolean;
}

const L = PEOPLE_LIMITS;

/** A person's details: name (the one thing needed), email, what they like and do not, address and notes. */
export function PersonFields({ draft, onChange, errors, children, autoFocus }: PersonFieldsProps) {
  const { t } = useTranslation('people');
  const field = (name: keyof PersonDraft) => ({
    value: draft[name],
    error: errors[name],
    onValue: (value: string) => onChange(name, value),
  });
  const list = (name: 'interests' | 'likes' | 'dislikes') => (
    <TextField
      label={t(`personForm.${name}`)}
      hint={t(`personForm.${name}Hint`)}
      {...field(name)}
      autoComplete="off"
      maxLength={L.listEntriesMax * (L.entryMax + 2)}
    />
  );

  return (
    <>
      <div className={styles.row}>
        <TextField
          label={t('personForm.name')}
          {...field('name')}
          required
          autoComplete="off"
          maxLength={L.nameMax * 2}
          autoFocus={autoFocus}
        />
        <TextField
          label={t('personForm.email')}
          {...field('email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={L.emailMax}
        />
      </div>
      {children}
      {list('interests')}
      <div className={styles.row}>
        {list('likes')}
        {list('dislikes')}
      </div>
      <TextAreaField
        label={t('personForm.address')}
        {...field('address')}
        rows={3}
        autoComplete="off"
        maxLength={L.addressMax * 2}
      />
      <TextAreaField
        label={t('personForm.notes')}
        hint={t('personForm.notesHint')}
        {...field('notes')}
        rows={4}
        maxLength={L.notesMax * 2}
      />
    </>
  );
}
