import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@koester/shared/ui/page-meta';

/** /signup */
export function SignupPage() {
  const { t } = useTranslation('account');
  usePageMeta(t('signup.title'), t('signup.intro'));
  return (
    <section className="k-container k-page">
      <h1>{t('signup.title')}</h1>
      <p className="k-lead">{t('signup.intro')}</p>
    </section>
  );
}
