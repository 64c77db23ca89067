import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@koester/shared/toast/toast';
import { ConfirmDialog } from '@koester/shared/ui/confirm-dialog';
import { useFocusOnClose } from '@koester/shared/ui/use-focus-on-close';
import type { ImportantDate } from '../api/get-person';
import { useRemoveDate } from '../api/remove-date';
import { useReplaceDate } from '../api/replace-date';
import { toLeadDays } from '../model/lead-times';
import { DateForm } from './date-form';
import { useDateTexts } from './use-date-texts';
import { failureText } from './form-texts';
import common from './common.module.css';
import styles from './date-row.module.css';

interface DateRowProps {
  userId: string;
  personId: string;
  date: ImportantDate;
}

/** One important date: what and when, when it next comes, its reminders; edited in place, removed after a question. */
export function DateRow({ userId, personId, date }: DateRowProps) {
  const { t } = useTranslation('people');
  const texts = useDateTexts();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const replace = useReplaceDate(userId, personId, date.id);
  const remove = useRemoveDate(userId, personId);
  const focus = useFocusOnClose<HTMLButtonElement>(editing);
  const occasion = texts.occasion(date);
  const close = () => {
    focus.closing();
    setEditing(false);
  };

  if (editing)
    return (
      <li className={`k-card ${styles.row}`}>
        <h3 className={common.itemTitle}>{t('dates.editTitle', { occasion })}</h3>
        <DateForm
          userId={userId}
          initial={date}
          label={t('dates.editTitle', { occasion })}
          save={replace}
          submitLabel={t('form.save')}
          busyLabel={t('form.saving')}
          onSaved={() => {
            toast.success(t('dates.saved'));
            close();
          }}
          onCancel={close}
        />
      </li>
    );

  const leads = toLeadDays(date.lead_days).reverse();
  return (
    <li className={`k-card ${styles.row}`} data-date-id={date.id}>
      <div className={styles.body}>
        <h3 className={common.itemTitle}>{occasion}</h3>
        <p className={common.muted}>
          {texts.stored(date)}
          {date.recurrence === 'once' ? ` · ${t('dateForm.once')}` : ''}
        </p>
        <p className={styles.next}>{texts.next(date.kind, date.next)}</p>
        <div className={styles.reminders}>
          <span className={common.muted}>{t('dates.reminders')}</span>
          {leads.length === 0 ? (
            <span className={common.muted}>{t('lead.none')}</span>
          ) : (
            <ul className={styles.leads}>
              {leads.map((days) => (
                <li key={days}>{t(`lead.${days}`)}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className={common.actions}>
        <button
          ref={focus.target}
          className="k-btn k-btn--secondary"
          type="button"
          onClick={() => setEditing(true)}
          aria-label={t('dates.editLabel', { occasion })}
        >
          {t('dates.edit')}
        </button>
        <button
          className="k-btn k-btn--ghost"
          type="button"
          onClick={() => setRemoving(true)}
          aria-label={t('dates.removeLabel', { occasion })}
        >
          {t('dates.remove')}
        </button>
      </div>
      {removing ? (
        <ConfirmDialog
          title={t('dates.removeTitle')}
          message={t('dates.removeText')}
          confirmLabel={t('dates.removeConfirm')}
          cancelLabel={t('form.cancel')}
          onConfirm={() =>
            remove.mutateAsync(date.id).then(
              () => toast.success(t('dates.removed')),
              (error: unknown) => {
                toast.error(failureText(error, t));
                throw error;
              },
            )
          }
          onClose={() => setRemoving(false)}
          returnFocus={() => document.getElementById('dates-title')}
        />
      ) : null}
    </li>
  );
}
