import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@koester/shared/toast/toast';
import type { DateFormValues } from '@koester/contract/validation/date-rules';
import type { PersonValues } from '@koester/contract/validation/people-rules';
import type { RuleResult } from '@koester/contract/validation/text-rules';
import { useAddDate } from '../api/add-date';
import { useCreatePerson } from '../api/create-person';
import type { Person } from '../api/get-person';
import { checkDateDraft, hasDateInput } from '../model/date-draft';
import { checkPersonDraft, EMPTY_PERSON, PERSON_FIELDS, type PersonDraft } from '../model/person-draft';
import { DayMonthFields } from './day-month-fields';
import { FormFrame } from './form-frame';
import { PersonFields } from './person-fields';
import { PlanLimitNotice, planLimitOf } from './plan-limit-notice';
import { useFormSubmit, type FormSave } from '@koester/shared/ui/use-form-submit';
import { PEOPLE_FORM } from './form-texts';

type Birthday = { day: string; month: string; year: string };
type NewPerson = { person: PersonValues; birthday: DateFormValues | null };

/** The form's fields: the person's, and the birthday's (the date rule's `day` and `year`). */
const FIELDS = [...PERSON_FIELDS, 'birthday_day', 'birthday_year'];

/** The person and the birthday checked together, so every problem shows at once. */
function checkNewPerson(draft: PersonDraft, birthday: Birthday): RuleResult<NewPerson> {
  const person = checkPersonDraft(draft);
  const date = hasDateInput(birthday)
    ? checkDateDraft({ ...birthday, kind: 'birthday', label: '', recurrence: 'yearly' })
    : null;
  if (person.ok && (!date || date.ok))
    return { ok: true, value: { person: person.value, birthday: date?.value ?? null } };
  const dateErrors = date && !date.ok ? date.errors : {};
  return {
    ok: false,
    errors: {
      ...(person.ok ? {} : person.errors),
      ...Object.fromEntries(Object.entries(dateErrors).map(([field, error]) => [`birthday_${field}`, error])),
    },
  };
}

/**
 * A new person: their details and, if known, their birthday. Saved as the person first, then the birthday as their
 * first date (with the user's default reminders); then their page opens. The free plan's limit keeps the form as
 * typed and says where to go for more.
 */
export function NewPersonForm({ userId }: { userId: string }) {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const create = useCreatePerson(userId);
  const addDate = useAddDate(userId);
  const [draft, setDraft] = useState<PersonDraft>(EMPTY_PERSON);
  const [birthday, setBirthday] = useState<Birthday>({ day: '', month: '', year: '' });

  const save: FormSave<NewPerson, Person> = {
    mutate: (values, callbacks) => create.mutate(values.person, callbacks),
    reset: create.reset,
    isPending: create.isPending || addDate.isPending,
    error: create.error,
  };
  const state = useFormSubmit(save, FIELDS, PEOPLE_FORM);
  const { errors, clearError } = state;
  const limit = planLimitOf(create.error);

  async function saved(person: Person, values: NewPerson) {
    if (values.birthday) {
      try {
        await addDate.mutateAsync({ personId: person.id, body: values.birthday });
      } catch {
        // The person is saved: their page opens, where the birthday can be added again.
        toast.error(t('newPerson.birthdayFailed'));
      }
    }
    toast.success(t('newPerson.added', { name: draft.name.trim() }));
    await navigate(`/people/${person.id}`);
  }

  return (
    <FormFrame
      state={state}
      onSubmit={() => state.submit(checkNewPerson(draft, birthday), saved)}
      submitLabel={t('newPerson.submit')}
      busyLabel={t('newPerson.saving')}
      notice={limit === null ? undefined : <PlanLimitNotice limit={limit} alert />}
      label={t('newPerson.title')}
    >
      <PersonFields
        draft={draft}
        errors={errors}
        onChange={(field, value) => {
          setDraft((current) => ({ ...current, [field]: value }));
          clearError(field);
        }}
      >
        <DayMonthFields
          legend={t('newPerson.birthday')}
          hint={t('newPerson.birthdayHint')}
          {...birthday}
          errors={{ day: errors.birthday_day, year: errors.birthday_year }}
          onChange={(part, value) => {
            setBirthday((current) => ({ ...current, [part]: value }));
            clearError(part === 'year' ? 'birthday_year' : 'birthday_day');
          }}
        />
      </PersonFields>
    </FormFrame>
  );
}
