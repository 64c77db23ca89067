import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '@koester/shared/api/api-error';
import { SignInRequired } from '@koester/shared/auth/sign-in-required';
import { withQueryClient } from '@koester/shared/data/query-provider';
import { useSessionStore } from '@koester/shared/session/session-store';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { PageLoading, StatusPanel } from '@koester/shared/ui/status-panel';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import { useMyWishlist } from '../api/get-my-wishlist';
import { GiftIcon } from '../components/gift-placeholder';
import { ListHeader } from '../components/list-header';
import { OwnerItems } from '../components/owner-items';
import { ReceivedItems } from '../components/received-items';
import { SharePanel } from '../components/share-panel';
import common from '../components/owner-common.module.css';
import { OWNER_NAMESPACE, registerOwnerTexts } from '../i18n/owner/owner-texts';
import styles from './wishlist-editor-page.module.css';

registerOwnerTexts();

/**
 * /wishlists/:id: one of the owner's lists. Rename and describe it, add and edit gifts, mark them received, and
 * share it by link. Someone else's list, or an unknown id, is "not found", as the API answers.
 */
function WishlistEditor() {
  // The title is the list's name once it is known (WishlistEditorContent sets it).
  return (
    <SignInRequired>
      <WishlistEditorContent />
    </SignInRequired>
  );
}

export const WishlistEditorPage = withQueryClient(WishlistEditor);

function WishlistEditorContent() {
  const { t } = useTranslation(OWNER_NAMESPACE);
  const { id = '' } = useParams();
  const userId = useSessionStore((s) => s.user!.userId);
  const list = useMyWishlist(userId, id);
  const name = list.data ? unescapeAngleBrackets(list.data.name) : '';
  usePageMeta(name || t('editor.title'), t('mine.intro'));

  const back = (
    <Link className={styles.back} to="/wishlists">
      <span aria-hidden="true">← </span>
      {t('mine.title')}
    </Link>
  );

  if (list.isPending)
    return (
      <div className={`k-container k-page ${common.page}`}>
        {back}
        <PageLoading />
      </div>
    );
  if (list.isError && !list.data) {
    const notFound = list.error instanceof ApiError && [400, 404].includes(list.error.status);
    return (
      <div className={`k-container k-page ${common.page}`}>
        <StatusPanel
          headingLevel={1}
          role={notFound ? undefined : 'alert'}
          title={t(notFound ? 'editor.notFound' : 'editor.failed')}
          actions={
            <>
              {notFound ? null : (
                <button className="k-btn k-btn--primary" type="button" onClick={() => void list.refetch()}>
                  {t('state.retry')}
                </button>
              )}
              <Link className="k-btn k-btn--secondary" to="/wishlists">
                {t('editor.toLists')}
              </Link>
            </>
          }
        >
          <p>{t(notFound ? 'editor.notFoundText' : 'editor.failedText')}</p>
        </StatusPanel>
      </div>
    );
  }

  return (
    <div className={`k-container k-page ${common.page}`}>
      {back}
      <ListHeader userId={userId} list={list.data} />
      <p className={styles.surprise}>
        <GiftIcon size={22} />
        <span>{t('editor.surprise')}</span>
      </p>
      <div className={styles.editorGrid}>
        <div className={styles.editorMain}>
          <OwnerItems userId={userId} list={list.data} />
          <ReceivedItems userId={userId} list={list.data} />
        </div>
        <SharePanel userId={userId} list={list.data} />
      </div>
    </div>
  );
}
