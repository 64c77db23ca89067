import { Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@koester/shared/api/api-error';
import { LazyAuthModal, SessionPrompt } from '@koester/shared/auth/session-prompt';
import { useSessionStore } from '@koester/shared/session/session-store';
import { toast } from '@koester/shared/toast/toast';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { StatusPanel } from '@koester/shared/ui/status-panel';
import { useClaimItem, useUnclaimItem, type ItemRef } from '../api/claim-item';
import { useSharedWishlist } from '../api/get-shared-wishlist';
import { useMarkPurchased } from '../api/mark-purchased';
import { useWishlistEvents } from '../api/wishlist-events';
import { ItemCard } from '../components/item-card';
import { WishlistFailure, WishlistSkeleton } from '../components/wishlist-states';
import { ownerName, visibleDescription } from '../model/owner-name';
import styles from '../components/wishlist-grid.module.css';

/**
 * /wishlist/:shareToken: a list shared by link (spec §2). Friends reserve
 * gifts, mark them bought, and see each other's reservations as they happen;
 * the owner sees their list without any of it.
 */
export function SharedWishlistPage() {
  const { t } = useTranslation('wishlist');
  const { shareToken = '' } = useParams();
  const list = useSharedWishlist(shareToken);
  const signedIn = useSessionStore((s) => s.status === 'signed-in');
  const viewerId = useSessionStore((s) => s.user?.userId ?? null);
  const claim = useClaimItem();
  const unclaim = useUnclaimItem();
  const purchased = useMarkPurchased();
  // The item a visitor pressed reserve on: reserved as soon as they are signed in through the modal (spec §4).
  const [waiting, setWaiting] = useState<string | null>(null);
  const live = useWishlistEvents(shareToken, viewerId, list.isSuccess && !list.data.is_owner);

  const owner = list.data
    ? (ownerName(list.data.owner_name, list.data.wishlist.name) ?? t('sharedWishlist.someone'))
    : null;
  const heading = owner ? t('sharedWishlist.heading', { owner }) : t('sharedWishlist.title');
  usePageMeta(heading, t('sharedWishlist.intro'));

  /** Spec §8: a red toast with the server's message (translated when its code is known), else the default. */
  const failed = (fallback: string) => (error: Error) => {
    const code = error instanceof ApiError ? error.code : '';
    const serverText = error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : '';
    toast.error(t(`errors.${code}`, { defaultValue: serverText || fallback }));
  };

  const reserve = (ref: ItemRef) =>
    claim.mutate(ref, { onSuccess: () => toast.success(t('reserve.success')), onError: failed(t('reserve.failed')) });

  if (list.isPending) {
    return (
      <section className="k-container k-page">
        <WishlistSkeleton />
      </section>
    );
  }
  if (list.isError) {
    return (
      <section className="k-container k-page">
        <WishlistFailure error={list.error} onRetry={() => void list.refetch()} />
      </section>
    );
  }

  const { wishlist, items, is_owner: isOwner } = list.data;
  const description = visibleDescription(wishlist.description);
  const busyItem = [claim, unclaim, purchased].find((call) => call.isPending)?.variables?.itemId;

  return (
    <section className="k-container k-page">
      <header className={styles.header}>
        <h1>{heading}</h1>
        {description ? <p className={`k-lead ${styles.description}`}>{description}</p> : null}
        <p className={styles.count}>{t('sharedWishlist.items', { count: items.length })}</p>
        {live === 'live' ? (
          <p className={styles.live}>
            <span className={styles.dot} aria-hidden="true" />
            {t('sharedWishlist.live')}
          </p>
        ) : null}
      </header>
      {isOwner ? (
        <aside className={styles.notice} data-owner-notice>
          <div>
            <h2>{t('owner.title')}</h2>
            <p>{t('owner.text')}</p>
          </div>
        </aside>
      ) : (
        <SessionPrompt
          greeting={(name) => t('session.greeting', { name })}
          prompt={t('session.prompt')}
          loginLabel={t('session.login')}
          signupLabel={t('session.signup')}
          createAccount="modal"
        />
      )}
      {items.length === 0 ? (
        <StatusPanel title={t('state.empty')}>
          <p>{t('state.emptyText')}</p>
        </StatusPanel>
      ) : (
        <ul className={styles.grid}>
          {items.map((item) => {
            const ref = { shareToken, itemId: item.id };
            return (
              <li key={item.id}>
                <ItemCard
                  item={item}
                  isOwner={isOwner}
                  busy={busyItem === item.id}
                  onReserve={() => (signedIn ? reserve(ref) : setWaiting(item.id))}
                  onCancel={() =>
                    unclaim.mutate(ref, {
                      onSuccess: () => toast.success(t('reserve.cancelled')),
                      onError: failed(t('reserve.cancelFailed')),
                    })
                  }
                  onBought={(bought) =>
                    purchased.mutate(
                      { ...ref, purchased: bought },
                      {
                        onSuccess: () => toast.success(t(bought ? 'reserve.boughtSaved' : 'reserve.boughtUndone')),
                        onError: failed(t('reserve.boughtFailed')),
                      },
                    )
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
      {waiting ? (
        <Suspense fallback={null}>
          <LazyAuthModal
            open
            initialMode="signin"
            onClose={() => setWaiting(null)}
            onSuccess={() => reserve({ shareToken, itemId: waiting })}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
