import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@koester/shared/toast/toast';
import { TextAreaField, TextField } from '@koester/shared/ui/form-field';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import sections from '../components/page-sections.module.css';
import { CONTACT_EMAIL } from '../model/links';
import styles from './contact-page.module.css';

/** Spec §4, §9: sending is simulated and succeeds after one second; no request is made. */
const CONTACT_SEND_MS = 1000;

type Field = 'name' | 'email' | 'subject' | 'message';
const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];
const EMPTY: Record<Field, string> = { name: '', email: '', subject: '', message: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /contact: the contact address, the feedback portal, and the contact form (idle → sending → success). */
export function ContactPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('contact.meta.title'), t('contact.meta.description'));
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'success'>('idle');
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const validate = (field: Field, value: string): string | undefined => {
    if (!value.trim()) return t('contact.form.required');
    if (field === 'email' && !EMAIL.test(value.trim())) return t('contact.form.invalidEmail');
    return undefined;
  };

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (status === 'success') setStatus('idle');
    // Once a field has an error, it is re-checked as the visitor types.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validate(field, value) }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (status === 'sending') return;
    const found = Object.fromEntries(
      FIELDS.flatMap((field) => {
        const error = validate(field, values[field]);
        return error ? [[field, error]] : [];
      }),
    ) as Partial<Record<Field, string>>;
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setStatus('sending');
    timer.current = window.setTimeout(() => {
      toast.success(t('contact.form.success'), { duration: 3000 });
      setValues(EMPTY);
      setStatus('success');
    }, CONTACT_SEND_MS);
  }

  const field = (name: Field) => ({
    name,
    label: t(`contact.form.${name}`),
    value: values[name],
    onValue: change(name),
    error: errors[name],
    required: true,
    disabled: status === 'sending',
  });

  return (
    <div className="k-container k-page">
      <header className={sections.pageHeader}>
        <h1>{t('contact.title')}</h1>
        <p className="k-lead">{t('contact.lead')}</p>
      </header>
      <div className={styles.contactColumns}>
        <div className={styles.contactAside}>
          <section className="k-card" aria-labelledby="contact-email">
            <h2 id="contact-email">{t('contact.emailTitle')}</h2>
            <p>{t('contact.emailText')}</p>
            <a className={styles.mailLink} href={`mailto:${CONTACT_EMAIL}`}>
              {CONTACT_EMAIL}
            </a>
          </section>
          <section className="k-card" aria-labelledby="contact-feedback">
            <h2 id="contact-feedback">{t('contact.feedbackTitle')}</h2>
            <p>{t('contact.feedbackText')}</p>
            <Link className="k-btn k-btn--secondary" to="/feedback">
              {t('contact.feedbackCta')}
            </Link>
          </section>
        </div>
        <section className="k-card" aria-labelledby="contact-form">
          <h2 id="contact-form">{t('contact.form.title')}</h2>
          <form ref={form} className="k-form" onSubmit={submit} noValidate aria-busy={status === 'sending'}>
            <div className={styles.formRow}>
              <TextField {...field('name')} autoComplete="name" />
              <TextField {...field('email')} type="email" autoComplete="email" />
            </div>
            <TextField {...field('subject')} />
            <TextAreaField {...field('message')} rows={6} />
            <p className={styles.formNote}>{t('contact.form.privacy')}</p>
            <button className={`k-btn k-btn--primary ${styles.submit}`} type="submit" disabled={status === 'sending'}>
              {status === 'sending' ? t('contact.form.sending') : t('contact.form.send')}
            </button>
            <p className="k-visually-hidden" role="status">
              {status === 'success' ? t('contact.form.success') : ''}
            </p>
          </form>
        </section>
      </div>
    </div>
  );
}
