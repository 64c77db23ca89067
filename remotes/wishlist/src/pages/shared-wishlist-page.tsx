import { Suspense, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@koester/shared/api/api-error';
import { LazyAuthModal, SessionPrompt } from '@koester/shared/auth/session-prompt';
import { useSessionStore } from '@koester/shared/session/session-store';
import { toast } from '@koester/shared/toast/toast';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { StatusPanel } from '@koester/shared/ui/status-panel';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import { useClaimItem } from '../api/claim-item';
import { useSharedWishlist } from '../api/get-shared-wishlist';
import { useBusyItems, type ItemRef } from '../api/item-call';
import { useMarkPurchased } from '../api/mark-purchased';
import { useUnclaimItem } from '../api/unclaim-item';
import { useWishlistEvents } from '../api/wishlist-events';
import { ItemCard } from '../components/item-card';
import { WishlistFailure, WishlistSkeleton } from '../components/wishlist-states';
import { ownerName, visibleDescription } from '../model/owner-name';
import styles from '../components/wishlist-grid.module.css';

/**
 * After a call the card's buttons change (Reserve becomes Cancel, and back):
 * focus that was on the pressed button goes to the card's title, not lost.
 */
function keepFocus({ itemId }: ItemRef): void {
  window.requestAnimationFrame(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    document.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(itemId)}"] h2`)?.focus();
  });
}

/**
 * A list shared by link is for the people who were given the link: search engines are asked not to index it (it
 * names its owner and their wishes, and arrives rendered with them). React places the tag in the head.
 */
const NOT_FOR_SEARCH = <meta name="robots" content="noindex" />;

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
  // The item a visitor pressed reserve on: reserved as soon as they are signed in through the modal (spec §4).
  // A ref as well, read when the sign-in finishes: closing the modal meanwhile cancels the reservation.
  const [waiting, setWaiting] = useState<string | null>(null);
  const waitingRef = useRef<string | null>(null);
  const wait = (itemId: string | null) => {
    waitingRef.current = itemId;
    setWaiting(itemId);
  };
  const live = useWishlistEvents(shareToken, viewerId, list.isSuccess && !list.data.is_owner);
  const busy = useBusyItems();

  const listName = list.data ? unescapeAngleBrackets(list.data.wishlist.name) : '';
  const owner = list.data ? (ownerName(list.data.owner_name, listName) ?? t('sharedWishlist.someone')) : null;
  const heading = owner ? t('sharedWishlist.heading', { owner }) : t('sharedWishlist.title');
  usePageMeta(heading, t('sharedWishlist.intro'));

  /** Spec §8: a red toast with the server's message (translated when its code is known), else the default. */
  const failed = (fallback: string) => (error: Error) => {
    const code = error instanceof ApiError ? error.code : '';
    const serverText = error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : '';
    toast.error(t(`errors.${code}`, { defaultValue: serverText || fallback }));
  };
  const succeeded = (text: string) => () => toast.success(text);

  const claim = useClaimItem({
    onSuccess: succeeded(t('reserve.success')),
    onError: failed(t('reserve.failed')),
    onRefetched: keepFocus,
  });
  const unclaim = useUnclaimItem({
    onSuccess: succeeded(t('reserve.cancelled')),
    onError: failed(t('reserve.cancelFailed')),
    onRefetched: keepFocus,
  });
  const purchased = useMarkPurchased({
    onSuccess: (ref) => toast.success(t(ref.purchased ? 'reserve.boughtSaved' : 'reserve.boughtUndone')),
    onError: failed(t('reserve.boughtFailed')),
    onRefetched: keepFocus,
  });

  if (list.isPending) {
    return (
      <section className="k-container k-page">
        {NOT_FOR_SEARCH}
        <WishlistSkeleton />
      </section>
    );
  }
  // A failed background refetch keeps the list on screen: only a list that never loaded gives way to the error.
  if (list.isError && !list.data) {
    return (
      <section className="k-container k-page">
        {NOT_FOR_SEARCH}
        <WishlistFailure error={list.error} onRetry={() => void list.refetch()} />
      </section>
    );
  }

  const { wishlist, items, is_owner: isOwner } = list.data;
  const description = visibleDescription(wishlist.description && unescapeAngleBrackets(wishlist.description));

  return (
    <section className="k-container k-page">
      {NOT_FOR_SEARCH}
      <header className={styles.header}>
        <h1>{heading}</h1>
        {description ? <p className={`k-lead ${styles.description}`}>{description}</p> : null}
        <p className={styles.count}>{t('sharedWishlist.items', { count: items.length })}</p>
        {isOwner ? null : (
          // Its line is held while the stream connects (or reconnects), so the list does not move when it shows.
          <p className={styles.live} data-live={live} aria-hidden={live === 'live' ? undefined : true}>
            <span className={styles.dot} aria-hidden="true" />
            {t('sharedWishlist.live')}
          </p>
        )}
      </header>
      {isOwner ? (
        <aside className={styles.notice} data-owner-notice>
          <div>
            <h2>{t('owner.title')}</h2>
            <p>{t('owner.text')}</p>
            <p>
              <Link to={`/wishlists/${wishlist.id}`}>{t('owner.manage')}</Link>
            </p>
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
                  busy={busy.has(item.id)}
                  onReserve={() => (signedIn ? claim.mutate(ref) : wait(item.id))}
                  onCancel={() => unclaim.mutate(ref)}
                  onBought={(bought) => purchased.mutate({ ...ref, purchased: bought })}
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
            onClose={() => wait(null)}
            onSuccess={() => {
              const itemId = waitingRef.current;
              if (itemId) claim.mutate({ shareToken, itemId });
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
