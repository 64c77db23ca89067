import { useTranslation } from 'react-i18next';
import { SessionPrompt } from '@koester/shared/auth/session-prompt';
import { usePageMeta } from '@koester/shared/ui/page-meta';

/** /wishlist/:shareToken */
export function SharedWishlistPage() {
  const { t } = useTranslation('wishlist');
  usePageMeta(t('sharedWishlist.title'), t('sharedWishlist.intro'));
  return (
    <section className="k-container k-page">
      <h1>{t('sharedWishlist.title')}</h1>
      <p className="k-lead">{t('sharedWishlist.intro')}</p>
      <SessionPrompt
        greeting={(name) => t('session.greeting', { name })}
        prompt={t('session.prompt')}
        loginLabel={t('session.login')}
        signupLabel={t('session.signup')}
        createAccount="modal"
      />
    </section>
  );
}
