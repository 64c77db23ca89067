import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@koester/shared/toast/toast';
import { FormError, TextField } from '@koester/shared/ui/form-field';
import { useCreateShareLink } from '../api/create-share-link';
import type { MyWishlist } from '../api/get-my-wishlist';
import { OWNER_NAMESPACE } from '../i18n/owner/owner-texts';
import { expiryFromDay, localDay } from '../model/share-links';
import { ReservationPrivacy } from './reservation-privacy';
import { ShareLinks } from './share-links';
import { useFocusWhenShown } from '@koester/shared/ui/use-focus-when-shown';
import { useFormSubmit } from '@koester/shared/ui/use-form-submit';
import common from './owner-common.module.css';
import styles from './share-panel.module.css';

/** The one field of the new-link form, as the API names it. */
const LINK_FIELDS = ['expires_at'] as const;

/**
 * Sharing a list: who sees reservations, the links (each copied with one press, previewed as a friend sees it, and
 * revoked after a confirmation), and a new link, optionally expiring on a chosen day.
 */
export function SharePanel({ userId, list }: { userId: string; list: MyWishlist }) {
  const { t } = useTranslation(OWNER_NAMESPACE);
  const [expiry, setExpiry] = useState('');
  const create = useCreateShareLink(userId, list.id);
  const { form, busy, formError, errors, clearError, submit } = useFormSubmit(create, LINK_FIELDS, {
    namespace: OWNER_NAMESPACE,
  });
  const focusWhenShown = useFocusWhenShown();
  const today = localDay(new Date().toISOString());

  function createLink(event: FormEvent) {
    event.preventDefault();
    submit(expiryFromDay(expiry), (made) => {
      setExpiry('');
      toast.success(t('share.created'));
      // The new link's copy button is the next thing to press.
      focusWhenShown(`[data-share-link="${made.token}"] [data-copy]`);
    });
  }

  return (
    <section className={`k-card ${common.panel}`} aria-labelledby="share-heading">
      <h2 id="share-heading" className={common.panelTitle} tabIndex={-1}>
        {t('share.title')}
      </h2>
      <p className={common.muted}>{t('share.intro')}</p>
      <ReservationPrivacy userId={userId} list={list} />
      <ShareLinks userId={userId} list={list} />
      <form ref={form} className={`k-form ${styles.shareForm}`} onSubmit={createLink} noValidate aria-busy={busy}>
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
    </section>
  );
}
