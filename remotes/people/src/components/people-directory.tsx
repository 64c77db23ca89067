import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import type { PersonSummary } from '../api/list-people';
import { filterPeople } from '../model/search';
import { useDateTexts } from './use-date-texts';
import common from './common.module.css';
import styles from './people-directory.module.css';

/** One person in the list: their name (the link to them), email, and their next date. */
function PersonRow({ person }: { person: PersonSummary }) {
  const { t } = useTranslation('people');
  const texts = useDateTexts();
  const { next } = person;
  return (
    <li className={styles.row}>
      <span className={styles.initial} aria-hidden="true">
        {unescapeAngleBrackets(person.name).trim().charAt(0).toUpperCase()}
      </span>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={`/people/${person.id}`}>{unescapeAngleBrackets(person.name)}</Link>
        </h3>
        {person.email ? <p className={styles.email}>{person.email}</p> : null}
        <p className={common.muted}>
          {next ? `${texts.occasion(next.date)} · ${texts.next(next.date.kind, next)}` : t('list.noDate')}
        </p>
      </div>
    </li>
  );
}

/**
 * Everyone the user added, in the API's order (soonest date first), with a search that narrows the list as one
 * types, by name or email, whatever the accents or letter case. The number found is announced politely.
 */
export function PeopleDirectory({ people }: { people: readonly PersonSummary[] }) {
  const { t } = useTranslation('people');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = filterPeople(people, query);
  const searching = query.trim() !== '';

  return (
    <section className={styles.directory} aria-labelledby="people-all">
      <h2 id="people-all" className={common.panelTitle}>
        {t('list.all')}
      </h2>
      <div className={`k-field ${styles.search}`} role="search">
        <label className="k-label" htmlFor={searchId}>
          {t('list.search')}
        </label>
        <input
          id={searchId}
          className="k-input"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
        />
      </div>
      <p className="k-visually-hidden" role="status" aria-live="polite">
        {searching ? t('list.found', { count: shown.length }) : ''}
      </p>
      {shown.length === 0 ? (
        <div className={common.emptyNote}>
          <p className={styles.noMatch}>{t('list.noMatch', { query: query.trim() })}</p>
          <button className="k-btn k-btn--secondary" type="button" onClick={() => setQuery('')}>
            {t('list.clearSearch')}
          </button>
        </div>
      ) : (
        <ul className={common.list} aria-labelledby="people-all">
          {shown.map((person) => (
            <PersonRow key={person.id} person={person} />
          ))}
        </ul>
      )}
    </section>
  );
}
