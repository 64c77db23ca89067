import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@koester/shared/ui/page-meta';

/** /change-password */
export function ChangePasswordPage() {
  const { t } = useTranslation('account');
  usePageMeta(t('changePassword.title'), t('changePassword.intro'));
  return (
    <section className="k-container k-page">
      <h1>{t('changePassword.title')}</h1>
      <p className="k-lead">{t('changePassword.intro')}</p>
    </section>
  );
}
