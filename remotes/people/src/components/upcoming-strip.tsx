import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import { UPCOMING_DAYS, useUpcoming, type UpcomingDate } from '../api/list-upcoming';
import { useDateTexts } from './use-date-texts';
import common from './common.module.css';
import styles from './upcoming-strip.module.css';

/** One coming date: whose, what, when, and the age or years when the year is known. */
function UpcomingItem({ entry }: { entry: UpcomingDate }) {
  const texts = useDateTexts();
  const age = texts.age(entry.date.kind, entry.turns);
  return (
    <li className={styles.item} data-soon={entry.days_until <= 1 || undefined}>
      <p className={styles.when}>{texts.when(entry.days_until)}</p>
      <h3 className={styles.name}>
        <Link to={`/people/${entry.person_id}`}>{unescapeAngleBrackets(entry.person_name)}</Link>
      </h3>
      <p className={styles.occasion}>{texts.occasion(entry.date)}</p>
      <p className={common.muted}>
        {texts.occurrence(entry.occurrence)}
        {age ? ` · ${age}` : ''}
      </p>
    </li>
  );
}

/** The dates of the next 30 days, soonest first, as a row of cards that scrolls sideways on a phone. */
export function UpcomingStrip({ userId }: { userId: string }) {
  const { t } = useTranslation('people');
  const upcoming = useUpcoming(userId);

  let body;
  if (upcoming.isPending)
    body = (
      <p className={common.muted} role="status">
        {t('upcoming.loading')}
      </p>
    );
  else if (upcoming.isError && !upcoming.data)
    body = (
      <div className={common.actions} role="alert">
        <p className={common.muted}>{t('upcoming.failed')}</p>
        <button className="k-btn k-btn--secondary" type="button" onClick={() => void upcoming.refetch()}>
          {t('state.retry')}
        </button>
      </div>
    );
  else if (upcoming.data.length === 0) body = <p className={common.emptyNote}>{t('upcoming.none')}</p>;
  else
    body = (
      <ul className={styles.strip} aria-labelledby="upcoming-title">
        {upcoming.data.map((entry) => (
          <UpcomingItem key={`${entry.date.id}-${entry.occurrence}`} entry={entry} />
        ))}
      </ul>
    );

  return (
    <section className={styles.section} aria-labelledby="upcoming-title">
      <h2 id="upcoming-title" className={common.panelTitle}>
        {t('upcoming.title', { days: UPCOMING_DAYS })}
      </h2>
      {body}
    </section>
  );
}
