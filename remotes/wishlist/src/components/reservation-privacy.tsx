import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@koester/shared/toast/toast';
import type { MyWishlist } from '../api/get-my-wishlist';
import { useUpdateWishlist } from '../api/update-wishlist';
import { OWNER_NAMESPACE } from '../i18n/owner/owner-texts';
import { failureText } from '@koester/shared/ui/use-form-submit';
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
  // The box shows the choice in the render of the click itself (a mutation's variables arrive a moment later, and a
  // controlled box would flick back meanwhile); the saved list has the last word once the call settles.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const hidden = chosen ?? list.hide_reservations_from_visitors;

  function toggle(next: boolean) {
    if (chosen !== null) return;
    setChosen(next);
    save.mutate(
      { hide_reservations_from_visitors: next },
      {
        onSuccess: () => toast.success(t(next ? 'privacy.hiddenNow' : 'privacy.shownNow')),
        onError: (error) => toast.error(failureText(error, t)),
        onSettled: () => setChosen(null),
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
