import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@koester/shared/ui/page-meta';

/** /verify-email */
export function VerifyEmailPage() {
  const { t } = useTranslation('account');
  usePageMeta(t('verifyEmail.title'), t('verifyEmail.intro'));
  return (
    <section className="k-container k-page">
      <h1>{t('verifyEmail.title')}</h1>
      <p className="k-lead">{t('verifyEmail.intro')}</p>
    </section>
  );
}
