import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@koester/shared/api/api-error';
import { useSessionStore } from '@koester/shared/session/session-store';
import { toast } from '@koester/shared/toast/toast';
import { TextAreaField, TextField } from '@koester/shared/ui/form-field';
import { fieldErrorTexts } from '@koester/shared/validation/field-error-text';
import { FEEDBACK_LIMITS } from '@koester/contract/validation/feedback-rules';
import { useSubmitFeedback } from '../api/submit-feedback';
import { toSubmission, type FeedbackForm } from '../model/submission';
import { useLoginPrompt } from '../stores/login-prompt-store';
import { usePendingStore } from '../stores/pending-store';
import { FeedbackTypeField } from './feedback-type-field';
import { SimilarFeedback } from './similar-feedback';
import styles from './submit-form.module.css';

const EMPTY: FeedbackForm = { title: '', description: '', type: 'feature', isAnonymous: false };

/** The form's fields in the order errors are checked, for focusing the first wrong one. */
const FIELDS = ['type', 'title', 'description'] as const;

/**
 * Submitting feedback (spec §2, §5): title, description and type, anonymous
 * for signed-in users only. Field errors come from the shared rules and from
 * the API's answer. What is typed is kept as a draft in this tab, so neither a
 * failure, a reload nor a detour to a similar item loses it. A visitor who
 * submits is asked to log in, and the draft is sent once they are (spec §4).
 */
export function SubmitForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('feedback');
  const signedIn = useSessionStore((s) => s.status === 'signed-in');
  const userId = useSessionStore((s) => s.user?.userId ?? null);
  const submit = useSubmitFeedback();
  const stored = usePendingStore((s) => s.draft);
  const [form, setForm] = useState<FeedbackForm>(() => (stored ? { ...EMPTY, ...stored } : EMPTY));
  // A draft sent after login and refused comes back with the server's reasons beside its fields.
  const [errors, setErrors] = useState<Record<string, string>>(() =>
    fieldErrorTexts(usePendingStore.getState().refusal ?? undefined, t),
  );
  const [settledTitle, setSettledTitle] = useState(form.title);
  const headingId = useId();
  const ids = { type: useId(), title: useId(), description: useId() };
  const formRef = useRef<HTMLFormElement>(null);
  const waitingForLogin = !signedIn && stored?.submitOnLogin === true;

  // Focus goes to the title once, when the form opens.
  const titleId = ids.title;
  useEffect(() => {
    usePendingStore.getState().setRefusal(null);
    document.getElementById(titleId)?.focus();
  }, [titleId]);

  // A user's draft is theirs: when they sign out (or someone else signs in) the open form goes with it.
  const owner = useRef(userId);
  useEffect(() => {
    if (owner.current !== null && owner.current !== userId) onClose();
    owner.current = userId;
  }, [userId, onClose]);

  useEffect(() => {
    const timer = window.setTimeout(() => setSettledTitle(form.title), 350);
    return () => window.clearTimeout(timer);
  }, [form.title]);

  const change = (patch: Partial<FeedbackForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    usePendingStore.getState().saveDraft({ ...next, owner: userId, submitOnLogin: false });
    setErrors((current) => {
      const rest = { ...current };
      for (const key of Object.keys(patch)) delete rest[key];
      return rest;
    });
  };

  const showErrors = (texts: Record<string, string>) => {
    setErrors(texts);
    const first = FIELDS.find((field) => texts[field]);
    if (first) document.getElementById(ids[first])?.focus();
  };

  // A double click submits twice before the button can turn disabled: the second press waits for the first.
  const sending = useRef(false);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const checked = toSubmission(form, signedIn);
    if (!checked.ok) {
      showErrors(fieldErrorTexts(checked.errors, t));
      return;
    }
    if (!signedIn) {
      // The form gives way to the page's notice of the waiting draft, so nothing can send it twice.
      usePendingStore.getState().saveDraft({ ...form, isAnonymous: false, owner: null, submitOnLogin: true });
      onClose();
      useLoginPrompt.getState().show();
      return;
    }
    sending.current = true;
    submit.mutate(checked.value, {
      onSettled: () => {
        sending.current = false;
      },
      onSuccess: () => {
        usePendingStore.getState().clearDraft();
        toast.success(t('submit.success'));
        onClose();
      },
      onError: (failure) => {
        const fields = failure instanceof ApiError ? fieldErrorTexts(failure.fieldErrors, t) : {};
        if (Object.keys(fields).length > 0) showErrors(fields);
        else toast.error(t('submit.failed'));
      },
    });
  };

  const cancel = () => {
    usePendingStore.getState().clearDraft();
    onClose();
  };

  return (
    <section className={`k-card ${styles.panel}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('submit.title')}</h2>
      <form ref={formRef} className="k-form" onSubmit={send} noValidate aria-busy={submit.isPending}>
        <FeedbackTypeField id={ids.type} value={form.type} error={errors.type} onChange={(type) => change({ type })} />
        <TextField
          id={ids.title}
          label={t('submit.titleLabel')}
          value={form.title}
          onValue={(title) => change({ title })}
          error={errors.title}
          maxLength={FEEDBACK_LIMITS.titleMax}
          autoComplete="off"
          required
        >
          <p className={styles.counter}>
            {t('submit.counter', { count: form.title.length, max: FEEDBACK_LIMITS.titleMax })}
          </p>
        </TextField>
        <SimilarFeedback title={settledTitle} />
        <TextAreaField
          id={ids.description}
          label={t('submit.descriptionLabel')}
          value={form.description}
          onValue={(description) => change({ description })}
          error={errors.description}
          maxLength={FEEDBACK_LIMITS.descriptionMax}
          rows={5}
          required
        >
          <p className={styles.counter}>
            {t('submit.descriptionHint')}{' '}
            {t('submit.counter', { count: form.description.length, max: FEEDBACK_LIMITS.descriptionMax })}
          </p>
        </TextAreaField>
        {signedIn ? (
          <label className={styles.anonymous}>
            <input
              type="checkbox"
              checked={form.isAnonymous}
              onChange={(e) => change({ isAnonymous: e.target.checked })}
            />
            <span>
              {t('submit.anonymous')}
              <small>{t('submit.anonymousHint')}</small>
            </span>
          </label>
        ) : null}
        {waitingForLogin ? (
          <p className={styles.waiting} role="status">
            {t('submit.loginNeeded')}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className="k-btn k-btn--ghost" onClick={cancel}>
            {t('submit.cancel')}
          </button>
          <button type="submit" className="k-btn k-btn--primary" disabled={submit.isPending}>
            {submit.isPending ? t('submit.sending') : signedIn ? t('submit.send') : t('submit.login')}
          </button>
        </div>
      </form>
    </section>
  );
}
