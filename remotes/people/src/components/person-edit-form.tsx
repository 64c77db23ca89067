import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@koester/shared/toast/toast';
import type { Person } from '../api/get-person';
import { useUpdatePerson } from '../api/update-person';
import { checkPersonDraft, PERSON_FIELDS, personDraftOf, type PersonDraft } from '../model/person-draft';
import { FormFrame } from './form-frame';
import { PersonFields } from './person-fields';
import { useFormSubmit } from '@koester/shared/ui/use-form-submit';
import { PEOPLE_FORM } from './form-texts';

/** Changing a person's details; their dates and ideas have their own forms. */
export function PersonEditForm({ userId, person, onClose }: { userId: string; person: Person; onClose(): void }) {
  const { t } = useTranslation('people');
  const update = useUpdatePerson(userId, person.id);
  const [draft, setDraft] = useState<PersonDraft>(() => personDraftOf(person));
  const state = useFormSubmit(update, PERSON_FIELDS, PEOPLE_FORM);
  const { errors, clearError } = state;

  return (
    <FormFrame
      state={state}
      onSubmit={() =>
        state.submit(checkPersonDraft(draft), () => {
          toast.success(t('details.saved'));
          onClose();
        })
      }
      submitLabel={t('form.save')}
      busyLabel={t('form.saving')}
      onCancel={onClose}
      label={t('details.editTitle')}
    >
      <PersonFields
        draft={draft}
        errors={errors}
        autoFocus
        onChange={(field, value) => {
          setDraft((current) => ({ ...current, [field]: value }));
          clearError(field);
        }}
      />
    </FormFrame>
  );
}
