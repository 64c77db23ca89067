import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@koester/shared/toast/toast';
import { ConfirmDialog } from '@koester/shared/ui/confirm-dialog';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import { useDeletePerson } from '../api/delete-person';
import type { Person } from '../api/get-person';
import { failureText } from './form-texts';
import common from './common.module.css';

/** Removing a person, after a question: their dates, reminders and gift ideas go too; then back to /people. */
export function DeletePerson({ userId, person }: { userId: string; person: Person }) {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const remove = useDeletePerson(userId, person.id, () => navigate('/people'));
  const name = unescapeAngleBrackets(person.name);

  return (
    <section className={common.panel} aria-labelledby="delete-title">
      <h2 id="delete-title" className={common.panelTitle}>
        {t('delete.title')}
      </h2>
      <p className={common.muted}>{t('delete.text', { name })}</p>
      <div className={common.actions}>
        <button className="k-btn k-btn--danger" type="button" onClick={() => setAsking(true)}>
          {t('delete.button', { name })}
        </button>
      </div>
      {asking ? (
        <ConfirmDialog
          title={t('delete.confirmTitle', { name })}
          message={t('delete.confirmText')}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('form.cancel')}
          onConfirm={() =>
            remove.mutateAsync().then(
              () => toast.success(t('delete.done', { name })),
              (error: unknown) => {
                toast.error(failureText(error, t));
                throw error;
              },
            )
          }
          onClose={() => setAsking(false)}
        />
      ) : null}
    </section>
  );
}
