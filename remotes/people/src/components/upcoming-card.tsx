import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withQueryClient } from '@koester/shared/data/query-provider';
import { registerNamespace } from '@koester/shared/i18n/i18n';
import { formatDate, useLanguage } from '@koester/shared/i18n/localized';
import { useSessionStore } from '@koester/shared/session/session-store';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import { CARD_WINDOW, useUpcoming, type UpcomingDate } from '../api/get-upcoming';
import en from '../i18n/card/en.json';
import fr from '../i18n/card/fr.json';
import nl from '../i18n/card/nl.json';
import styles from './upcoming-card.module.css';

// This card is shown on another remote's page (the account dashboard), which knows nothing of this remote's texts,
// so it brings its own namespace. Bundled rather than loaded per language: small, there at the card's first render,
// and kept out of lazyNamespaces(), which every remote's pages wait for.
registerNamespace('people-card', { nl, en, fr });

const TITLE_ID = 'dashboard-upcoming-dates';

/** The label the date was given ("Wedding"), else its kind: "Birthday", "Name day", as the people pages say. */
function occasionText(entry: UpcomingDate, t: (key: string) => string): string {
  return unescapeAngleBrackets(entry.date.label ?? '') || t(`occasion.${entry.date.kind}`);
}

function UpcomingRow({ entry }: { entry: UpcomingDate }) {
  const { t } = useTranslation('people-card');
  const language = useLanguage();
  const days = entry.days_until;
  const when = days === 0 ? t('when.today') : days === 1 ? t('when.tomorrow') : t('when.inDays', { count: days });
  // Nothing for a date in its own year (a one-time date, a first anniversary): "turns 0" says nothing.
  const age =
    entry.turns === null || entry.turns <= 0
      ? null
      : t(entry.date.kind === 'birthday' ? 'turns' : 'years', { count: entry.turns });
  return (
    <li>
      <Link to={`/people/${encodeURIComponent(entry.person_id)}`}>{unescapeAngleBrackets(entry.person_name)}</Link>
      <span className={styles.meta}>{age ? `${occasionText(entry, t)} · ${age}` : occasionText(entry, t)}</span>
      <span className={styles.when}>
        <span className={days <= 1 ? styles.soon : undefined}>{when}</span>
        {' · '}
        <time dateTime={entry.occurrence}>{formatDate(entry.occurrence, language)}</time>
      </span>
    </li>
  );
}

/** The list, once it is there: a quiet placeholder while it loads, the reason and a retry when it failed. */
function UpcomingList({ upcoming }: { upcoming: ReturnType<typeof useUpcoming> }) {
  const { t } = useTranslation('people-card');
  if (upcoming.data) {
    if (upcoming.data.length === 0) {
      return (
        <>
          <p>{t('empty')}</p>
          <p className={styles.note}>{t('emptyHint')}</p>
        </>
      );
    }
    return (
      <ul className={styles.rows}>
        {upcoming.data.slice(0, CARD_WINDOW.limit).map((entry) => (
          <UpcomingRow key={`${entry.date.id}:${entry.occurrence}`} entry={entry} />
        ))}
      </ul>
    );
  }
  if (upcoming.isError) {
    return (
      <p className={styles.problem} role="alert">
        {t('failed')}{' '}
        <button type="button" className={styles.linkButton} onClick={() => void upcoming.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  return (
    <div className={styles.placeholder} aria-busy="true">
      <span className={styles.skeleton} />
      <span className={styles.skeleton} />
      <span className={styles.skeleton} />
    </div>
  );
}

/**
 * The people remote's card on the signed-in dashboard (declared in routes.json `cards`, exposed as
 * ./dashboard-card): the next dates of the user's people within 30 days, at most five, each leading to that person.
 */
function UpcomingCard() {
  const userId = useSessionStore((s) => s.user?.userId);
  // The dashboard is for signed-in users only; elsewhere, signed out, the card has nothing to show.
  return userId ? <UpcomingDates userId={userId} /> : null;
}

function UpcomingDates({ userId }: { userId: string }) {
  const { t } = useTranslation('people-card');
  const upcoming = useUpcoming(userId);
  return (
    <section className={`k-card ${styles.card}`} aria-labelledby={TITLE_ID} data-testid="upcoming-dates">
      <h2 id={TITLE_ID} className={styles.cardTitle}>
        {t('title')}
      </h2>
      <UpcomingList upcoming={upcoming} />
      <Link className="k-btn k-btn--secondary" to="/people">
        {upcoming.data?.length === 0 ? t('addPeople') : t('all')}
      </Link>
    </section>
  );
}

// The page it sits on may fetch nothing itself: the card brings the page's one query client (TanStack Query and
// the client are shared singletons, so it fills the same cache as every remote on the page).
export default withQueryClient(UpcomingCard);
