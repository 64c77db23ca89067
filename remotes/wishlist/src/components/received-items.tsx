import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, useLanguage } from '@koester/shared/i18n/localized';
import { toast } from '@koester/shared/toast/toast';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import type { MyWishlist } from '../api/get-my-wishlist';
import { usePutItemBack } from '../api/put-item-back';
import { OWNER_NAMESPACE } from '../i18n/owner/owner-texts';
import { localDay } from '../model/share-links';
import { focusHeading } from './focus-heading';
import { failureText } from '@koester/shared/ui/use-form-submit';
import common from './owner-common.module.css';
import styles from './received-items.module.css';

/** Gifts the owner marked received: gone from every shared view, kept here, and back on the list with one press. */
export function ReceivedItems({ userId, list }: { userId: string; list: MyWishlist }) {
  const { t } = useTranslation(OWNER_NAMESPACE);
  const language = useLanguage();
  const putBack = usePutItemBack(userId, list.id);
  // One gift at a time: a second press before isPending renders (a moment after the click) finds this set.
  const sending = useRef(false);
  if (list.received_items.length === 0) return null;

  function putBackItem(id: string, title: string) {
    if (putBack.isPending || sending.current) return;
    sending.current = true;
    putBack.mutate(id, {
      onSuccess: (answer) => {
        toast.success(t('received.putBackToast', { title }));
        // The last received gift put back takes its section with it.
        focusHeading(answer.received_items.length > 0 ? 'received-heading' : 'items-heading');
      },
      onError: (error) => toast.error(failureText(error, t)),
      onSettled: () => {
        sending.current = false;
      },
    });
  }

  return (
    <section className={common.section} aria-labelledby="received-heading">
      <h2 id="received-heading" tabIndex={-1}>
        {t('received.title')} <span className={common.count}>({list.received_items.length})</span>
      </h2>
      <p className={common.muted}>{t('received.intro')}</p>
      <ul className={common.list}>
        {list.received_items.map((item) => {
          const title = unescapeAngleBrackets(item.title);
          return (
            <li key={item.id} className={styles.receivedRow} data-received-id={item.id}>
              <div>
                <p className={common.itemTitle}>{title}</p>
                <p className={common.muted}>
                  {t('received.on', { date: formatDate(localDay(item.received_at), language) })}
                </p>
              </div>
              <button
                aria-label={t('received.putBackLabel', { title })}
                className="k-btn k-btn--ghost"
                type="button"
                onClick={() => putBackItem(item.id, title)}
                aria-disabled={(putBack.isPending && putBack.variables === item.id) || undefined}
              >
                {t('received.putBack')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
