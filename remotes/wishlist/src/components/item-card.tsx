import { useTranslation } from 'react-i18next';
import { formatPrice, useLanguage } from '@koester/shared/i18n/localized';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import type { SharedItem } from '../api/get-shared-wishlist';
import { reservationState } from '../model/reservation';
import { ItemImage } from './item-image';
import { ReserveActions } from './reserve-actions';
import styles from './item-card.module.css';

interface ItemCardProps {
  item: SharedItem;
  isOwner: boolean;
  busy: boolean;
  onReserve: () => void;
  onCancel: () => void;
  onBought: (bought: boolean) => void;
}

/**
 * One gift (spec §2): picture, name, description, price in euros, a link to
 * the shop in a new tab, and its reservation as this viewer may see it.
 */
export function ItemCard({ item, isOwner, busy, onReserve, onCancel, onBought }: ItemCardProps) {
  const { t } = useTranslation('wishlist');
  const language = useLanguage();
  const title = unescapeAngleBrackets(item.title || item.name);
  const description = item.description ? unescapeAngleBrackets(item.description) : null;
  const state = reservationState(item, isOwner);
  const taken = state.kind === 'taken' || state.kind === 'mine';

  let badge: string | null = null;
  if (state.kind === 'taken') badge = t('reserve.reservedBy', { name: state.by ?? t('reserve.someoneElse') });
  if (state.kind === 'mine') badge = t('reserve.yours');

  return (
    <article className={`${styles.card} ${state.kind === 'taken' ? styles.taken : ''}`} data-item-id={item.id}>
      <div className={styles.media}>
        <ItemImage src={item.image_url} missingLabel={t('item.imageMissing')} />
        {taken && badge ? (
          <p className={styles.ribbon} data-reservation={state.kind}>
            <span>{badge}</span>
            {state.purchased ? <span className={styles.bought}>{t('reserve.bought')}</span> : null}
          </p>
        ) : null}
      </div>
      <div className={styles.body}>
        <h2 className={styles.title} tabIndex={-1}>
          {title}
        </h2>
        {description ? <p className={styles.description}>{description}</p> : null}
        <p className={styles.price}>
          {item.price === null ? (
            <span className={styles.noPrice}>{t('item.noPrice')}</span>
          ) : (
            formatPrice(item.price, language)
          )}
        </p>
        <div className={styles.actions}>
          {item.url ? (
            <a
              className={styles.shop}
              href={item.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('item.viewLabel', { title })}
            >
              {t('item.view')}
              <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d="M14 4h6v6h-2V7.4l-7.3 7.3-1.4-1.4L16.6 6H14zM5 6h6v2H6v10h10v-5h2v7H4V6z"
                  fill="currentColor"
                />
              </svg>
            </a>
          ) : null}
          <ReserveActions
            state={state}
            title={title}
            busy={busy}
            onReserve={onReserve}
            onCancel={onCancel}
            onBought={onBought}
          />
        </div>
      </div>
    </article>
  );
}
