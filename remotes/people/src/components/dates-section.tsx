import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@koester/shared/toast/toast';
import { useFocusOnClose } from '@koester/shared/ui/use-focus-on-close';
import type { DateFormValues } from '@koester/contract/validation/date-rules';
import { useAddDate } from '../api/add-date';
import type { Person } from '../api/get-person';
import { DateForm } from './date-form';
import { DateRow } from './date-row';
import type { FormSave } from '@koester/shared/ui/use-form-submit';
import common from './common.module.css';

/** A person's important dates, each with when it next comes and its reminders, and a way to add one. */
export function DatesSection({ userId, person }: { userId: string; person: Person }) {
  const { t } = useTranslation('people');
  const add = useAddDate(userId);
  const [adding, setAdding] = useState(false);
  const focus = useFocusOnClose<HTMLButtonElement>(adding);
  const close = () => {
    focus.closing();
    setAdding(false);
  };
  // The add call takes the person with the date; the form gives the date alone.
  const save: FormSave<DateFormValues, unknown> = {
    mutate: (body, callbacks) => add.mutate({ personId: person.id, body }, callbacks),
    reset: add.reset,
    isPending: add.isPending,
    error: add.error,
  };
  const hasBirthday = person.dates.some((date) => date.kind === 'birthday');

  return (
    <section className={`k-card ${common.panel}`} aria-labelledby="dates-title">
      <h2 id="dates-title" className={common.panelTitle} tabIndex={-1}>
        {t('dates.title')}
      </h2>
      {person.dates.length === 0 && !adding ? <p className={common.emptyNote}>{t('dates.empty')}</p> : null}
      {person.dates.length > 0 ? (
        <ul className={common.list} aria-labelledby="dates-title">
          {person.dates.map((date) => (
            <DateRow key={date.id} userId={userId} personId={person.id} date={date} />
          ))}
        </ul>
      ) : null}
      {adding ? (
        <div className={common.panel}>
          <h3 className={common.itemTitle}>{t('dates.newTitle')}</h3>
          <DateForm
            userId={userId}
            firstKind={hasBirthday ? 'anniversary' : 'birthday'}
            save={save}
            submitLabel={t('dates.addSubmit')}
            busyLabel={t('form.saving')}
            onSaved={() => {
              toast.success(t('dates.added'));
              close();
            }}
            onCancel={close}
          />
        </div>
      ) : (
        <div className={common.actions}>
          <button ref={focus.target} className="k-btn k-btn--primary" type="button" onClick={() => setAdding(true)}>
            {t('dates.add')}
          </button>
        </div>
      )}
    </section>
  );
}
