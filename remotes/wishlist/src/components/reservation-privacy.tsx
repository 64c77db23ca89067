import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@koester/shared/toast/toast';
import type { MyWishlist } from '../api/get-my-wishlist';
import { useUpdateWishlist } from '../api/update-wishlist';
import { OWNER_NAMESPACE } from '../i18n/owner/owner-texts';
import { failureText } from './use-form-submit';
import styles from './reservation-privacy.module.css';

/**
 * The owner's choice whether visitors who are not signed in see which gifts are reserved. Off by default: a friend
 * without an account then still sees what is taken and buys no double. On, only signed-in friends see reservations,
 * which keeps them from anyone holding just the link (the owner included, when signed out).
 */
export function ReservationPrivacy({ userId, list }: { userId: string; list: MyWishlist }) {
  const { t } = useTranslation(OWNER_NAMESPACE);
  const inputId = useId();
  const hintId = useId();
  const save = useUpdateWishlist(userId, list.id);
  // The box shows the choice at once; the saved list has the last word when the answer comes (or the call fails).
  const saved = list.hide_reservations_from_visitors;
  const hidden = save.isPending ? (save.variables.hide_reservations_from_visitors ?? saved) : saved;

  function toggle(next: boolean) {
    if (save.isPending) return;
    save.mutate(
      { hide_reservations_from_visitors: next },
      {
        onSuccess: () => toast.success(t(next ? 'privacy.hiddenNow' : 'privacy.shownNow')),
        onError: (error) => toast.error(failureText(error, t)),
      },
    );
  }

  return (
    <div className={styles.setting}>
      <input
        id={inputId}
        type="checkbox"
        checked={hidden}
        aria-describedby={hintId}
        onChange={(event) => toggle(event.currentTarget.checked)}
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
