import { useTranslation } from 'react-i18next';
import { SessionPrompt } from '@koester/shared/auth/session-prompt';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { FeedbackCount } from '../components/feedback-count';

/** /feedback */
export function FeedbackPage() {
  const { t } = useTranslation('feedback');
  usePageMeta(t('feedback.title'), t('feedback.intro'));
  return (
    <section className="k-container k-page">
      <h1>{t('feedback.title')}</h1>
      <p className="k-lead">{t('feedback.intro')}</p>
      <SessionPrompt
        greeting={(name) => t('session.greeting', { name })}
        prompt={t('session.prompt')}
        loginLabel={t('session.login')}
        signupLabel={t('session.signup')}
        createAccount="page"
      />
      <FeedbackCount />
    </section>
  );
}
