import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, useLanguage } from '@koester/shared/i18n/localized';
import { toast } from '@koester/shared/toast/toast';
import { ConfirmDialog } from '@koester/shared/ui/confirm-dialog';
import { useFocusOnClose } from '@koester/shared/ui/use-focus-on-close';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import { useEditGiftIdea } from '../api/edit-gift-idea';
import type { GiftIdea } from '../api/get-person';
import { useRemoveGiftIdea } from '../api/remove-gift-idea';
import { GiftIdeaForm } from './gift-idea-form';
import { MoveDialog } from './move-dialog';
import { failureText } from './form-texts';
import common from './common.module.css';
import styles from './gift-idea-row.module.css';

interface GiftIdeaRowProps {
  userId: string;
  personId: string;
  idea: GiftIdea;
}

/** One gift idea: what, price, shop link and note; edit in place, move to a wishlist, or remove after a question. */
export function GiftIdeaRow({ userId, personId, idea }: GiftIdeaRowProps) {
  const { t } = useTranslation('people');
  const language = useLanguage();
  const [mode, setMode] = useState<'view' | 'edit' | 'move' | 'remove'>('view');
  const edit = useEditGiftIdea(userId, personId, idea.id);
  const remove = useRemoveGiftIdea(userId, personId);
  const focus = useFocusOnClose<HTMLButtonElement>(mode === 'edit');
  const title = unescapeAngleBrackets(idea.title);
  const closeEditor = () => {
    focus.closing();
    setMode('view');
  };

  if (mode === 'edit')
    return (
      <li className={`k-card ${styles.row}`}>
        <h3 className={common.itemTitle}>{t('ideas.editTitle', { title })}</h3>
        <GiftIdeaForm
          initial={idea}
          label={t('ideas.editTitle', { title })}
          save={edit}
          submitLabel={t('form.save')}
          busyLabel={t('form.saving')}
          onSaved={() => {
            toast.success(t('ideas.saved'));
            closeEditor();
          }}
          onCancel={closeEditor}
        />
      </li>
    );

  return (
    <li className={`k-card ${styles.row}`} data-idea-id={idea.id}>
      <div className={styles.body}>
        <h3 className={common.itemTitle}>{title}</h3>
        {idea.price === null ? null : <p className={styles.price}>{formatPrice(idea.price, language)}</p>}
        {idea.notes ? <p className={`${common.muted} ${common.plain}`}>{unescapeAngleBrackets(idea.notes)}</p> : null}
        {idea.url ? (
          <a className={styles.link} href={idea.url} target="_blank" rel="noopener noreferrer">
            {t('ideas.view')}
            <span className="k-visually-hidden"> {t('ideas.newTab')}</span>
          </a>
        ) : null}
      </div>
      <div className={common.actions}>
        <button
          ref={focus.target}
          className="k-btn k-btn--secondary"
          type="button"
          onClick={() => setMode('edit')}
          aria-label={t('ideas.editLabel', { title })}
        >
          {t('ideas.edit')}
        </button>
        <button
          className="k-btn k-btn--secondary"
          type="button"
          onClick={() => setMode('move')}
          aria-label={t('ideas.moveLabel', { title })}
        >
          {t('ideas.move')}
        </button>
        <button
          className="k-btn k-btn--ghost"
          type="button"
          onClick={() => setMode('remove')}
          aria-label={t('ideas.removeLabel', { title })}
        >
          {t('ideas.remove')}
        </button>
      </div>
      {mode === 'move' ? (
        <MoveDialog userId={userId} personId={personId} idea={idea} onClose={() => setMode('view')} />
      ) : null}
      {mode === 'remove' ? (
        <ConfirmDialog
          title={t('ideas.removeTitle')}
          message={t('ideas.removeText', { title })}
          confirmLabel={t('ideas.removeConfirm')}
          cancelLabel={t('form.cancel')}
          onConfirm={() =>
            remove.mutateAsync(idea.id).then(
              () => toast.success(t('ideas.removed', { title })),
              (error: unknown) => {
                toast.error(failureText(error, t));
                throw error;
              },
            )
          }
          onClose={() => setMode('view')}
          returnFocus={() => document.getElementById('ideas-title')}
        />
      ) : null}
    </li>
  );
}
