import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '@koester/shared/api/api-error';
import { SignInRequired } from '@koester/shared/auth/sign-in-required';
import { withQueryClient } from '@koester/shared/data/query-provider';
import { useSessionStore } from '@koester/shared/session/session-store';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { PageLoading, StatusPanel } from '@koester/shared/ui/status-panel';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import { usePerson } from '../api/get-person';
import { DatesSection } from '../components/dates-section';
import { DeletePerson } from '../components/delete-person';
import { GiftIdeasSection } from '../components/gift-ideas-section';
import { PersonDetails } from '../components/person-details';
import common from '../components/common.module.css';
import styles from './people-id-page.module.css';

/**
 * /people/:id: one of the user's people. Their details, important dates with reminders, gift ideas (which can move
 * to a wishlist), and removing them. Someone else's person, or an unknown id, is "not found", as the API answers.
 */
function PeopleId() {
  // The title is the person's name once it is known (PeopleIdContent sets it).
  return (
    <SignInRequired>
      <PeopleIdContent />
    </SignInRequired>
  );
}

export const PeopleIdPage = withQueryClient(PeopleId);

function PeopleIdContent() {
  const { t } = useTranslation('people');
  const { id = '' } = useParams();
  const userId = useSessionStore((s) => s.user!.userId);
  const person = usePerson(userId, id);
  const name = person.data ? unescapeAngleBrackets(person.data.name) : '';
  usePageMeta(name || t('person.title'), t('person.intro'));

  const back = (
    <Link className={common.back} to="/people">
      <span aria-hidden="true">← </span>
      {t('list.title')}
    </Link>
  );

  if (person.isPending)
    return (
      <div className={`k-container k-page ${common.page}`}>
        {back}
        <PageLoading />
      </div>
    );
  if (person.isError && !person.data) {
    const notFound = person.error instanceof ApiError && [400, 404].includes(person.error.status);
    return (
      <div className={`k-container k-page ${common.page}`}>
        <StatusPanel
          headingLevel={1}
          role={notFound ? undefined : 'alert'}
          title={t(notFound ? 'person.notFound' : 'person.failed')}
          actions={
            <div className={common.actions}>
              {notFound ? null : (
                <button className="k-btn k-btn--primary" type="button" onClick={() => void person.refetch()}>
                  {t('state.retry')}
                </button>
              )}
              <Link className="k-btn k-btn--secondary" to="/people">
                {t('person.toList')}
              </Link>
            </div>
          }
        >
          <p>{t(notFound ? 'person.notFoundText' : 'state.failedText')}</p>
        </StatusPanel>
      </div>
    );
  }

  return (
    <div className={`k-container k-page ${common.page}`}>
      {back}
      <header className={styles.header}>
        <span className={styles.initial} aria-hidden="true">
          {name.trim().charAt(0).toUpperCase()}
        </span>
        <h1>{name}</h1>
      </header>
      <div className={styles.grid}>
        <div className={styles.main}>
          <DatesSection userId={userId} person={person.data} />
          <GiftIdeasSection userId={userId} person={person.data} />
        </div>
        <div className={styles.side}>
          <PersonDetails userId={userId} person={person.data} />
          <DeletePerson userId={userId} person={person.data} />
        </div>
      </div>
    </div>
  );
}
