import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@koester/shared/api/api-error';
import { toast } from '@koester/shared/toast/toast';
import { TextAreaField } from '@koester/shared/ui/form-field';
import { fieldErrorText, fieldErrorTexts } from '@koester/shared/validation/field-error-text';
import { FEEDBACK_LIMITS, validateComment } from '@koester/contract/validation/feedback-rules';
import { useAddComment } from '../api/add-comment';
import styles from './comment-thread.module.css';

/**
 * The add-comment box (spec §5): trimmed, 2–500 characters, no dangerous
 * content, checked here and again by the API, whose refusal shows under the
 * field. A failure keeps the text.
 */
export function CommentForm({ feedbackId }: { feedbackId: string }) {
  const { t } = useTranslation('feedback');
  const addComment = useAddComment(feedbackId);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const refuse = (text: string | null) => {
    setError(text);
    // The field's error is tied to it (aria-describedby): focusing the field reads it out.
    document.getElementById(fieldId)?.focus();
  };

  // A double click submits twice before the button can turn disabled: the second press waits for the first.
  const sending = useRef(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const checked = validateComment(content);
    if (!checked.ok) {
      refuse(fieldErrorText(checked.errors.content!, t));
      return;
    }
    setError(null);
    sending.current = true;
    addComment.mutate(checked.value, {
      onSettled: () => {
        sending.current = false;
      },
      onSuccess: () => setContent(''),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 401) refuse(t('comments.mustLogin'));
        else if (failure instanceof ApiError && failure.fieldErrors.content)
          refuse(fieldErrorTexts(failure.fieldErrors, t).content ?? null);
        else toast.error(t('comments.addFailed'));
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={addComment.isPending}>
      <TextAreaField
        id={fieldId}
        label={t('comments.label')}
        value={content}
        onValue={(value) => {
          setContent(value);
          if (error) setError(null);
        }}
        error={error}
        rows={3}
      >
        <p className={styles.counter} aria-live="off">
          {t('submit.counter', { count: content.trim().length, max: FEEDBACK_LIMITS.commentMax })}
        </p>
      </TextAreaField>
      <button className="k-btn k-btn--primary" type="submit" disabled={addComment.isPending}>
        {addComment.isPending ? t('comments.sending') : t('comments.send')}
      </button>
    </form>
  );
}
