import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@koester/shared/api/api-error';
import { toast } from '@koester/shared/toast/toast';
import dialogStyles from '@koester/shared/ui/dialog.module.css';
import { FormError } from '@koester/shared/ui/form-field';
import { ModalFrame } from '@koester/shared/ui/modal-frame';
import { fieldErrorText } from '@koester/shared/validation/field-error-text';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import type { FeedbackItem } from '../api/list-feedback';
import { useMergeCandidates, useMergeFeedback } from '../api/merge-feedback';
import styles from './merge-dialog.module.css';

/** The text of a refused merge: the reason the API gives for the target, else a general one. */
function refusalText(error: Error, t: (key: string) => string): string {
  if (error instanceof ApiError) {
    const into = error.fieldErrors?.into;
    if (into) return fieldErrorText(into);
    if (error.status === 409) return t('merge.alreadyMerged');
    if (error.status === 0) return t('merge.offline');
  }
  return t('merge.failed');
}

/**
 * An admin marks an item as a duplicate of another (issue: merging duplicates): find the other item by its words,
 * choose it, confirm. Its votes (one per person), comments and followers move there, and the page goes there.
 */
export function MergeDialog({ item, onClose }: { item: FeedbackItem; onClose(): void }) {
  const { t } = useTranslation('feedback');
  const id = useId();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [settled, setSettled] = useState('');
  const [chosen, setChosen] = useState<FeedbackItem | null>(null);
  const candidates = useMergeCandidates(item.id, settled);
  const merge = useMergeFeedback();
  const busy = merge.isPending;
  const title = unescapeAngleBrackets(item.title);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(search), 300);
    return () => window.clearTimeout(timer);
  }, [search]);

  function submit() {
    if (!chosen || busy) return;
    merge.mutate(
      { id: item.id, into: chosen.id },
      {
        onSuccess: (target) => {
          toast.success(t('merge.done', { title: unescapeAngleBrackets(target.title) }));
          // Closed first: the kept item's page may be the same page component, which would keep the dialog open.
          onClose();
          void navigate(`/feedback/${target.id}`);
        },
      },
    );
  }

  let results;
  if (settled.trim().length < 2) results = <p className={styles.muted}>{t('merge.hint')}</p>;
  else if (candidates.isPending) results = <p role="status">{t('merge.searching')}</p>;
  else if (candidates.isError) results = <p role="alert">{t('merge.searchFailed')}</p>;
  else if (candidates.data.length === 0) results = <p role="status">{t('merge.noResults')}</p>;
  else
    results = (
      <fieldset className={styles.results}>
        <legend className={styles.legend}>{t('merge.choose')}</legend>
        <span className="k-visually-hidden" role="status">
          {t('merge.found', { count: candidates.data.length })}
        </span>
        {candidates.data.map((candidate) => (
          <label key={candidate.id} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-into`}
              checked={chosen?.id === candidate.id}
              onChange={() => {
                setChosen(candidate);
                // A refusal was about the previous choice.
                merge.reset();
              }}
            />
            <span>
              <span className={styles.title}>{unescapeAngleBrackets(candidate.title)}</span>
              <span className={styles.muted}>
                {t('vote.count', { count: candidate.upvotes })} · {t(`status.${candidate.status}`)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    );

  return (
    <ModalFrame
      title={t('merge.title', { title })}
      description={t('merge.text')}
      busy={busy}
      onClose={onClose}
      className={styles.dialog}
    >
      <label className={styles.searchLabel} htmlFor={`${id}-search`}>
        {t('merge.search')}
      </label>
      <input
        id={`${id}-search`}
        className="k-input"
        type="search"
        value={search}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
      />
      <div aria-live="polite">{results}</div>
      {chosen ? (
        <p className={styles.summary}>{t('merge.summary', { title, into: unescapeAngleBrackets(chosen.title) })}</p>
      ) : null}
      <FormError>{merge.error ? refusalText(merge.error, t) : null}</FormError>
      <div className={dialogStyles.actions}>
        <button className="k-btn k-btn--secondary" type="button" onClick={onClose} disabled={busy}>
          {t('admin.cancel')}
        </button>
        <button
          className="k-btn k-btn--primary"
          type="button"
          onClick={submit}
          aria-disabled={!chosen || busy || undefined}
        >
          {busy ? t('merge.merging') : t('merge.submit')}
        </button>
      </div>
    </ModalFrame>
  );
}
