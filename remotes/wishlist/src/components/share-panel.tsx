import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, useLanguage } from '@koester/shared/i18n/localized';
import { toast } from '@koester/shared/toast/toast';
import { ConfirmDialog } from '@koester/shared/ui/confirm-dialog';
import { FormError, TextField } from '@koester/shared/ui/form-field';
import { useFocusWhenShown } from './use-focus-when-shown';
import { ApiError } from '@koester/shared/api/api-error';
import { createShareLink, listCalls, type ListChange, type MyWishlist, type ShareLink } from '../api/my-wishlists';
import { expiryFromDay, linkState, localDay, shareUrl } from '../model/share-links';
import { ReservationPrivacy } from './reservation-privacy';
import { failureText, useFormSubmit } from './use-form-submit';
import styles from './owner.module.css';
import { OWNER_NAMESPACE } from '../i18n/owner/owner-texts';

interface SharePanelProps {
  list: MyWishlist;
  change: ListChange;
  /** Fetches the list again (after a call that answers less than the list). */
  refetch(): Promise<void>;
}

/**
 * Sharing a list: links (optionally expiring on a chosen day), each copied with one press, previewed as a friend
 * sees it, and revoked after a confirmation. Revoked links are gone from here; expired ones stay, marked, until
 * revoked, so the owner knows why a friend cannot open one.
 */
export function SharePanel({ list, change, refetch }: SharePanelProps) {
  const { t } = useTranslation(OWNER_NAMESPACE);
  const language = useLanguage();
  const [expiry, setExpiry] = useState('');
  const { form, busy, formError, errors, clearError, submit } = useFormSubmit();
  const [revoking, setRevoking] = useState<ShareLink | null>(null);
  const focusWhenShown = useFocusWhenShown();
  const links = list.share_links.filter((link) => !link.revoked).reverse();
  const today = localDay(new Date().toISOString());

  async function create(event: FormEvent) {
    event.preventDefault();
    let made: ShareLink | undefined;
    const sent = await submit(
      expiryFromDay(expiry),
      async (expiresAt) => {
        made = await createShareLink(list.id, expiresAt);
        await refetch();
      },
      ['expires_at'],
    );
    if (!sent || !made) return;
    setExpiry('');
    toast.success(t('share.created'));
    // The new link's copy button is the next thing to press.
    focusWhenShown(`[data-share-link="${made.token}"] [data-copy]`);
  }

  async function copy(link: ShareLink, input: HTMLInputElement | null) {
    const url = shareUrl(link.path);
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      // Without clipboard access (an old browser, a refused permission) the link is selected for copying by hand.
      input?.focus();
      input?.select();
      toast.error(t('share.copyFailed'));
    }
  }

  return (
    <section className={`k-card ${styles.panel}`} aria-labelledby="share-heading">
      <h2 id="share-heading" className={styles.panelTitle} tabIndex={-1}>
        {t('share.title')}
      </h2>
      <p className={styles.muted}>{t('share.intro')}</p>
      <ReservationPrivacy list={list} change={change} />

      {links.length === 0 ? (
        <p className={styles.emptyNote}>{t('share.none')}</p>
      ) : (
        <ul className={styles.links} aria-label={t('share.listLabel')}>
          {links.map((link, index) => {
            const state = linkState(link, Date.now());
            const inputId = `share-link-${index}`;
            return (
              <li key={link.token} className={styles.link} data-share-link={link.token} data-state={state}>
                <label className="k-visually-hidden" htmlFor={inputId}>
                  {t('share.linkLabel')}
                </label>
                <input
                  id={inputId}
                  className={`k-input ${styles.linkUrl}`}
                  readOnly
                  value={shareUrl(link.path)}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <p className={state === 'expired' ? styles.expired : styles.muted}>
                  {state === 'expired' ? <strong className={styles.badge}>{t('share.expiredBadge')}</strong> : null}{' '}
                  {link.expires_at
                    ? t(state === 'expired' ? 'share.expiredOn' : 'share.expiresOn', {
                        date: formatDate(localDay(link.expires_at), language),
                      })
                    : t('share.noExpiry')}
                </p>
                <div className={styles.linkActions}>
                  <button
                    className="k-btn k-btn--primary"
                    type="button"
                    data-copy
                    onClick={(event) =>
                      void copy(link, event.currentTarget.closest('li')?.querySelector('input') ?? null)
                    }
                  >
                    {t('share.copy')}
                  </button>
                  <a className="k-btn k-btn--secondary" href={link.path} target="_blank" rel="noopener noreferrer">
                    {t('share.preview')}
                    <span className="k-visually-hidden"> {t('share.newTab')}</span>
                  </a>
                  <button className="k-btn k-btn--ghost" type="button" onClick={() => setRevoking(link)}>
                    {t('share.revoke')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <form
        ref={form}
        className={`k-form ${styles.shareForm}`}
        onSubmit={(event) => void create(event)}
        noValidate
        aria-busy={busy}
      >
        <FormError>{formError}</FormError>
        <TextField
          label={t('share.expiry')}
          hint={t('share.expiryHint')}
          type="date"
          min={today}
          value={expiry}
          onValue={(value) => {
            setExpiry(value);
            clearError('expires_at');
          }}
          error={errors.expires_at}
        />
        <button className="k-btn k-btn--secondary" type="submit" aria-disabled={busy || undefined} data-create-link>
          {busy ? t('share.creating') : t('share.create')}
        </button>
      </form>

      {revoking ? (
        <ConfirmDialog
          title={t('share.revokeTitle')}
          message={t('share.revokeText')}
          confirmLabel={t('share.revokeConfirm')}
          cancelLabel={t('form.cancel')}
          onConfirm={async () => {
            try {
              await change(() => listCalls.revokeLink(list.id, revoking.token));
              toast.success(t('share.revoked'));
            } catch (error) {
              // Already revoked (in another tab, say): the list, fetched again after any failed change, shows it gone.
              if (error instanceof ApiError && error.status === 404) {
                toast.success(t('share.revoked'));
                return;
              }
              toast.error(failureText(error, t));
              throw error;
            }
          }}
          onClose={() => setRevoking(null)}
          returnFocus={() => document.querySelector<HTMLElement>('[data-create-link]')}
        />
      ) : null}
    </section>
  );
}
