import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@koester/shared/ui/page-meta';

/** /login */
export function LoginPage() {
  const { t } = useTranslation('account');
  usePageMeta(t('login.title'), t('login.intro'));
  return (
    <section className="k-container k-page">
      <h1>{t('login.title')}</h1>
      <p className="k-lead">{t('login.intro')}</p>
    </section>
  );
}
