import { useTranslation } from 'react-i18next';
import type { ReservationState } from '../model/reservation';
import styles from './item-card.module.css';

interface ReserveActionsProps {
  state: ReservationState;
  title: string;
  busy: boolean;
  onReserve: () => void;
  onCancel: () => void;
  onBought: (bought: boolean) => void;
}

/**
 * What the viewer can do with one item (spec §2, §6): reserve it, or cancel
 * their own reservation and mark it bought; the owner gets no buttons.
 */
export function ReserveActions({ state, title, busy, onReserve, onCancel, onBought }: ReserveActionsProps) {
  const { t } = useTranslation('wishlist');
  if (state.kind === 'available') {
    return (
      <button
        type="button"
        className="k-btn k-btn--primary"
        disabled={busy}
        aria-label={t('reserve.reserveLabel', { title })}
        onClick={onReserve}
      >
        {t('reserve.reserve')}
      </button>
    );
  }
  if (state.kind !== 'mine') return null;
  return (
    <div className={styles.mine}>
      <button
        type="button"
        className="k-btn k-btn--secondary"
        disabled={busy}
        aria-label={t(state.purchased ? 'reserve.unmarkBoughtLabel' : 'reserve.markBoughtLabel', { title })}
        onClick={() => onBought(!state.purchased)}
      >
        {state.purchased ? t('reserve.unmarkBought') : t('reserve.markBought')}
      </button>
      <button
        type="button"
        className="k-btn k-btn--ghost"
        disabled={busy}
        aria-label={t('reserve.cancelLabel', { title })}
        onClick={onCancel}
      >
        {t('reserve.cancel')}
      </button>
    </div>
  );
}
