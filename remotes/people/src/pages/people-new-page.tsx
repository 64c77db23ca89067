import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignInRequired } from '@koester/shared/auth/sign-in-required';
import { withQueryClient } from '@koester/shared/data/query-provider';
import { useSessionStore } from '@koester/shared/session/session-store';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { usePeople } from '../api/list-people';
import { NewPersonForm } from '../components/new-person-form';
import { PlanLimitNotice } from '../components/plan-limit-notice';
import common from '../components/common.module.css';
import styles from './people-new-page.module.css';

/** /people/new: add someone, with their birthday if known. Visitors are sent to log in and come back here. */
function PeopleNew() {
  const { t } = useTranslation('people');
  usePageMeta(t('newPerson.title'), t('newPerson.intro'));
  return (
    <SignInRequired>
      <PeopleNewContent />
    </SignInRequired>
  );
}

export const PeopleNewPage = withQueryClient(PeopleNew);

function PeopleNewContent() {
  const { t } = useTranslation('people');
  const userId = useSessionStore((s) => s.user!.userId);
  // Known to be full already: said before anything is typed (the form still works, and the API has the last word).
  const list = usePeople(userId);
  const full = list.data?.limit != null && list.data.people.length >= list.data.limit;

  return (
    <div className={`k-container k-page ${common.page} ${styles.page}`}>
      <Link className={common.back} to="/people">
        <span aria-hidden="true">← </span>
        {t('list.title')}
      </Link>
      <header>
        <h1>{t('newPerson.title')}</h1>
        <p className="k-lead">{t('newPerson.intro')}</p>
      </header>
      {full ? <PlanLimitNotice limit={list.data!.limit!} /> : null}
      <section className={`k-card ${common.panel}`}>
        <NewPersonForm userId={userId} />
      </section>
    </div>
  );
}
