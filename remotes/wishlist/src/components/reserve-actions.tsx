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
  // Each action's visible words are `reserve.<key>`; its accessible name, which names the gift, `reserve.<key>Label`.
  const action = (key: string, variant: 'primary' | 'secondary' | 'ghost', onClick: () => void) => (
    <button
      type="button"
      className={`k-btn k-btn--${variant}`}
      disabled={busy}
      aria-label={t(`reserve.${key}Label`, { title })}
      onClick={onClick}
    >
      {t(`reserve.${key}`)}
    </button>
  );
  if (state.kind === 'available') return action('reserve', 'primary', onReserve);
  if (state.kind !== 'mine') return null;
  return (
    <div className={styles.mine}>
      {action(state.purchased ? 'unmarkBought' : 'markBought', 'secondary', () => onBought(!state.purchased))}
      {action('cancel', 'ghost', onCancel)}
    </div>
  );
}
