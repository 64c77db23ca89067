import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, useLanguage } from '@koester/shared/i18n/localized';
import { toast } from '@koester/shared/toast/toast';
import { ConfirmDialog } from '@koester/shared/ui/confirm-dialog';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';
import { webcalUrl } from '../model/webcal';
import { failureText } from './form-texts';
import common from './common.module.css';
import styles from './calendar-panel.module.css';

/**
 * The private calendar address: every important date in the user's own calendar app. Made with one press; then
 * shown to copy or subscribe to, renewed (the old one stops working) or stopped, each after a question.
 */
export function CalendarPanel({ userId }: { userId: string }) {
  const { t } = useTranslation('people');
  const language = useLanguage();
  const id = useId();
  const feed = useCalendarFeed(userId);
  const create = useCreateCalendarFeed(userId);
  const revoke = useRevokeCalendarFeed(userId);
  const [asking, setAsking] = useState<'renew' | 'revoke' | null>(null);
  // A double press makes two addresses before isPending renders: the second press finds this set.
  const sending = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  function makeAddress() {
    if (create.isPending || sending.current) return;
    sending.current = true;
    create.mutate(undefined, {
      onSuccess: () => toast.success(t('calendar.created')),
      onError: (error) => toast.error(failureText(error, t)),
      onSettled: () => {
        sending.current = false;
      },
    });
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('calendar.copied'));
    } catch {
      // Without clipboard access the address is selected for copying by hand.
      input.current?.focus();
      input.current?.select();
      toast.error(t('calendar.copyFailed'));
    }
  }

  const confirmed = (call: Promise<unknown>, done: string) =>
    call.then(
      () => toast.success(done),
      (error: unknown) => {
        toast.error(failureText(error, t));
        throw error;
      },
    );

  let body;
  if (feed.isPending)
    body = (
      <p role="status" className={common.muted}>
        {t('calendar.loading')}
      </p>
    );
  else if (feed.isError && !feed.data)
    body = (
      <div className={common.actions} role="alert">
        <p className={common.muted}>{t('calendar.failed')}</p>
        <button className="k-btn k-btn--secondary" type="button" onClick={() => void feed.refetch()}>
          {t('state.retry')}
        </button>
      </div>
    );
  else if (!feed.data.url)
    body = (
      <div className={common.actions}>
        <button
          className="k-btn k-btn--primary"
          type="button"
          onClick={makeAddress}
          aria-disabled={create.isPending || undefined}
        >
          {create.isPending ? t('calendar.creating') : t('calendar.create')}
        </button>
      </div>
    );
  else {
    const url = feed.data.url;
    body = (
      <div className={styles.address}>
        <label className="k-label" htmlFor={`${id}-url`}>
          {t('calendar.address')}
        </label>
        <input
          ref={input}
          id={`${id}-url`}
          className={`k-input ${styles.url}`}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={`${id}-private`}
        />
        <p id={`${id}-private`} className={common.muted}>
          {feed.data.created_at ? t('calendar.madeOn', { date: formatDate(feed.data.created_at, language) }) : null}{' '}
          {t('calendar.private')}
        </p>
        <div className={common.actions}>
          <button className="k-btn k-btn--primary" type="button" onClick={() => void copy(url)}>
            {t('calendar.copy')}
          </button>
          <a className="k-btn k-btn--secondary" href={webcalUrl(url)}>
            {t('calendar.subscribe')}
          </a>
        </div>
        <div className={common.actions}>
          <button className="k-btn k-btn--ghost" type="button" onClick={() => setAsking('renew')}>
            {t('calendar.renew')}
          </button>
          <button className="k-btn k-btn--ghost" type="button" onClick={() => setAsking('revoke')}>
            {t('calendar.revoke')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <section className={`k-card ${common.panel}`} aria-labelledby="calendar-title">
      <h2 id="calendar-title" className={common.panelTitle} tabIndex={-1}>
        {t('calendar.title')}
      </h2>
      <p>{t('calendar.intro')}</p>
      {body}
      <p className={common.muted}>{t('calendar.help')}</p>
      {asking ? (
        <ConfirmDialog
          title={t(asking === 'renew' ? 'calendar.renewTitle' : 'calendar.revokeTitle')}
          message={t(asking === 'renew' ? 'calendar.renewText' : 'calendar.revokeText')}
          confirmLabel={t(asking === 'renew' ? 'calendar.renewConfirm' : 'calendar.revokeConfirm')}
          cancelLabel={t('form.cancel')}
          onConfirm={() =>
            asking === 'renew'
              ? confirmed(create.mutateAsync(), t('calendar.renewed'))
              : confirmed(revoke.mutateAsync(), t('calendar.revoked'))
          }
          onClose={() => setAsking(null)}
          returnFocus={() => document.getElementById('calendar-title')}
        />
      ) : null}
    </section>
  );
}
