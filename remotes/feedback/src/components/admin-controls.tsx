import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@koester/shared/toast/toast';
import { ConfirmDialog } from '@koester/shared/ui/confirm-dialog';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import { FEEDBACK_LIMITS, FEEDBACK_STATUSES, type FeedbackStatus } from '@koester/contract/validation/feedback-rules';
import { useChangeStatus } from '../api/change-status';
import { useDeleteFeedback } from '../api/delete-feedback';
import type { FeedbackItem } from '../api/list-feedback';
import styles from './admin-controls.module.css';

// Loaded when an admin opens it: merging is rare.
const MergeDialog = lazy(async () => ({ default: (await import('./merge-dialog')).MergeDialog }));

/**
 * What an admin sees on each item (spec §2, §6): a button per status, the
 * current one disabled (on the item's page with a note to its followers, and
 * merging into another item), and delete after a confirmation. The API refuses
 * all of it to anyone else; this only hides it.
 */
export function AdminControls({
  item,
  onDeleted,
  withNote = false,
}: {
  item: FeedbackItem;
  onDeleted?: () => void;
  /** The item's own page offers a note to the followers with a status change, and merging (the list keeps it short). */
  withNote?: boolean;
}) {
  const { t } = useTranslation('feedback');
  const changeStatus = useChangeStatus();
  const deleteFeedback = useDeleteFeedback();
  const [confirming, setConfirming] = useState(false);
  const [merging, setMerging] = useState(false);
  // Sent to the item's followers with the next status change, then cleared.
  const [note, setNote] = useState('');
  const noteId = useId();
  const noteTooLong = note.trim().length > FEEDBACK_LIMITS.statusNoteMax;
  const noteField = useRef<HTMLTextAreaElement>(null);

  const setStatus = (status: FeedbackStatus) => {
    if (changeStatus.isPending) return;
    // A note too long stops the change: the field, with its error, gets the focus (and a screen reader reads both).
    if (noteTooLong) return noteField.current?.focus();
    changeStatus.mutate(
      { id: item.id, status, note },
      {
        onSuccess: () => {
          setNote('');
          toast.success(t('admin.statusChanged', { status: t(`status.${status}`) }));
        },
        onError: () => toast.error(t('admin.statusFailed')),
      },
    );
  };

  return (
    <div className={styles.admin} role="group" aria-label={t('admin.label')}>
      <span className={styles.label}>{t('admin.status')}</span>
      <div className={styles.statuses}>
        {FEEDBACK_STATUSES.map((status) => {
          const current = status === item.status;
          return (
            <button
              key={status}
              type="button"
              className={`${styles.status} ${current ? styles.current : ''}`}
              // aria-disabled, not disabled: the button just pressed becomes the current one and keeps the focus.
              aria-disabled={current || changeStatus.isPending}
              aria-label={current ? `${t(`status.${status}`)} (${t('admin.current')})` : undefined}
              data-set-status={status}
              onClick={() => !current && setStatus(status)}
            >
              {t(`status.${status}`)}
            </button>
          );
        })}
      </div>
      {withNote ? (
        <div className={styles.note}>
          <label htmlFor={noteId}>{t('admin.note')}</label>
          <textarea
            ref={noteField}
            id={noteId}
            className="k-input"
            rows={2}
            value={note}
            aria-invalid={noteTooLong || undefined}
            aria-describedby={`${noteId}-hint`}
            onChange={(event) => setNote(event.target.value)}
          />
          <small id={`${noteId}-hint`} className={noteTooLong ? styles.noteError : undefined}>
            {noteTooLong ? t('admin.noteTooLong', { max: FEEDBACK_LIMITS.statusNoteMax }) : t('admin.noteHint')}
          </small>
        </div>
      ) : null}
      <div className={styles.end}>
        {withNote ? (
          <button type="button" className={styles.merge} onClick={() => setMerging(true)}>
            {t('merge.open')}
          </button>
        ) : null}
        <button type="button" className={styles.delete} onClick={() => setConfirming(true)}>
          {t('admin.delete')}
        </button>
      </div>
      {merging ? (
        <Suspense fallback={null}>
          <MergeDialog item={item} onClose={() => setMerging(false)} />
        </Suspense>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('admin.deleteTitle')}
          message={t('admin.deleteText', { title: unescapeAngleBrackets(item.title) })}
          confirmLabel={t('admin.deleteConfirm')}
          cancelLabel={t('admin.cancel')}
          onClose={() => setConfirming(false)}
          returnFocus={() => document.getElementById('feedback-list-heading')}
          onConfirm={() =>
            deleteFeedback.mutateAsync(item.id).then(
              () => {
                toast.success(t('admin.deleted'));
                onDeleted?.();
              },
              (error: unknown) => {
                toast.error(t('admin.deleteFailed'));
                throw error;
              },
            )
          }
        />
      ) : null}
    </div>
  );
}
