import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignInRequired } from '@koester/shared/auth/sign-in-required';
import { withQueryClient } from '@koester/shared/data/query-provider';
import { useSessionStore } from '@koester/shared/session/session-store';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { PageLoading, StatusPanel } from '@koester/shared/ui/status-panel';
import { usePeople } from '../api/list-people';
import { AddPersonAction } from '../components/add-person-action';
import { PeopleDirectory } from '../components/people-directory';
import { UpcomingStrip } from '../components/upcoming-strip';
import { useMailLanguage } from '../components/use-mail-language';
import common from '../components/common.module.css';
import styles from './people-page.module.css';

/**
 * /people: the user's people with what comes up in the next 30 days, a search, and the way to add someone (on the
 * free plan, how many of its 10 places are taken). Visitors are sent to log in and come back here.
 */
function People() {
  const { t } = useTranslation('people');
  usePageMeta(t('list.title'), t('list.intro'));
  return (
    <SignInRequired>
      <PeopleContent />
    </SignInRequired>
  );
}

export const PeoplePage = withQueryClient(People);

function PeopleContent() {
  const { t } = useTranslation('people');
  const userId = useSessionStore((s) => s.user!.userId);
  const list = usePeople(userId);
  useMailLanguage(userId);
  const count = list.data?.people.length ?? 0;

  let body;
  if (list.isPending) body = <PageLoading />;
  else if (list.isError && !list.data)
    body = (
      <StatusPanel
        role="alert"
        title={t('list.failed')}
        actions={
          <button className="k-btn k-btn--primary" type="button" onClick={() => void list.refetch()}>
            {t('state.retry')}
          </button>
        }
      >
        <p>{t('state.failedText')}</p>
      </StatusPanel>
    );
  else if (count === 0)
    body = (
      <section className={`k-card ${common.panel} ${styles.empty}`} aria-labelledby="people-empty">
        <h2 id="people-empty" className={common.panelTitle}>
          {t('list.emptyTitle')}
        </h2>
        <p>{t('list.emptyText')}</p>
        <ul className={styles.steps}>
          <li>{t('list.step1')}</li>
          <li>{t('list.step2')}</li>
          <li>{t('list.step3')}</li>
        </ul>
        <div className={common.actions}>
          <Link className="k-btn k-btn--primary" to="/people/new">
            {t('list.addFirst')}
          </Link>
        </div>
      </section>
    );
  else
    body = (
      <>
        <UpcomingStrip userId={userId} />
        <PeopleDirectory people={list.data.people} />
      </>
    );

  return (
    <div className={`k-container k-page ${common.page}`}>
      <header className={common.header}>
        <div>
          <h1>{t('list.title')}</h1>
          <p className="k-lead">{t('list.intro')}</p>
        </div>
        {count > 0 ? <AddPersonAction list={list.data} /> : null}
      </header>
      {list.data && list.data.limit !== null && count > 0 ? (
        <p className={styles.count}>{t('list.count', { count, limit: list.data.limit })}</p>
      ) : null}
      {body}
      <p className={styles.settings}>
        <Link to="/people/settings">{t('list.settings')}</Link>
        <span className={common.muted}> · {t('list.settingsHint')}</span>
      </p>
    </div>
  );
}
