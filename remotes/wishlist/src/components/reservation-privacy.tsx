import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@koester/shared/toast/toast';
import { listCalls, type ListChange, type MyWishlist } from '../api/my-wishlists';
import { failureText } from './use-form-submit';
import styles from './owner.module.css';
import { OWNER_NAMESPACE } from '../i18n/owner/owner-texts';

/**
 * The owner's choice whether visitors who are not signed in see which gifts are reserved. Off by default: a friend
 * without an account then still sees what is taken and buys no double. On, only signed-in friends see reservations,
 * which keeps them from anyone holding just the link (the owner included, when signed out).
 */
export function ReservationPrivacy({ list, change }: { list: MyWishlist; change: ListChange }) {
  const { t } = useTranslation(OWNER_NAMESPACE);
  const inputId = useId();
  const hintId = useId();
  // The box shows the choice at once; the saved list has the last word when the answer comes (or the call fails).
  const [choice, setChoice] = useState<boolean | null>(null);
  const hidden = choice ?? list.hide_reservations_from_visitors;
  const saving = choice !== null;

  async function toggle(next: boolean) {
    if (saving) return;
    setChoice(next);
    try {
      await change(() => listCalls.update(list.id, { hide_reservations_from_visitors: next }));
      toast.success(t(next ? 'privacy.hiddenNow' : 'privacy.shownNow'));
    } catch (error) {
      toast.error(failureText(error, t));
    } finally {
      setChoice(null);
    }
  }

  return (
    <div className={styles.setting}>
      <input
        id={inputId}
        type="checkbox"
        checked={hidden}
        aria-describedby={hintId}
        onChange={(event) => void toggle(event.currentTarget.checked)}
        data-reservation-privacy
      />
      <div>
        <label htmlFor={inputId}>{t('privacy.label')}</label>
        <p id={hintId} className={styles.settingHint}>
          {t('privacy.hint')}
        </p>
      </div>
    </div>
  );
}
