import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignInRequired } from '@koester/shared/auth/sign-in-required';
import { withQueryClient } from '@koester/shared/data/query-provider';
import { useLanguage } from '@koester/shared/i18n/localized';
import { useSessionStore } from '@koester/shared/session/session-store';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { PageLoading, StatusPanel } from '@koester/shared/ui/status-panel';
import { CalendarPanel } from '../components/calendar-panel';
import { ReminderSettingsForm } from '../components/reminder-settings-form';
import { useMailLanguage } from '../components/use-mail-language';
import common from '../components/common.module.css';
import { languageName, reminderTimeText } from '../model/date-text';
import styles from './people-settings-page.module.css';

/** /people/settings: when reminders come and in which language, and the dates in one's own calendar app. */
function PeopleSettings() {
  const { t } = useTranslation('people');
  usePageMeta(t('settings.title'), t('settings.intro'));
  return (
    <SignInRequired>
      <PeopleSettingsContent />
    </SignInRequired>
  );
}

export const PeopleSettingsPage = withQueryClient(PeopleSettings);

function PeopleSettingsContent() {
  const { t } = useTranslation('people');
  const language = useLanguage();
  const userId = useSessionStore((s) => s.user!.userId);
  const settings = useMailLanguage(userId);

  let reminders;
  if (settings.isPending) reminders = <PageLoading />;
  else if (settings.isError && !settings.data)
    reminders = (
      <StatusPanel
        role="alert"
        title={t('settings.failed')}
        actions={
          <button className="k-btn k-btn--primary" type="button" onClick={() => void settings.refetch()}>
            {t('state.retry')}
          </button>
        }
      >
        <p>{t('state.failedText')}</p>
      </StatusPanel>
    );
  else
    reminders = (
      <>
        <ReminderSettingsForm userId={userId} settings={settings.data} />
        <p className={styles.mailNote}>
          {t('settings.mailNote', {
            language: languageName(settings.data.language, language),
            time: reminderTimeText(language),
          })}
        </p>
      </>
    );

  return (
    <div className={`k-container k-page ${common.page} ${styles.page}`}>
      <Link className={common.back} to="/people">
        <span aria-hidden="true">← </span>
        {t('list.title')}
      </Link>
      <header>
        <h1>{t('settings.title')}</h1>
        <p className="k-lead">{t('settings.intro')}</p>
      </header>
      <section className={`k-card ${common.panel}`} aria-labelledby="reminders-title">
        <h2 id="reminders-title" className={common.panelTitle}>
          {t('settings.remindersTitle')}
        </h2>
        {reminders}
      </section>
      <CalendarPanel userId={userId} />
    </div>
  );
}
