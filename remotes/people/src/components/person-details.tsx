import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnClose } from '@koester/shared/ui/use-focus-on-close';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import type { Person } from '../api/get-person';
import { Chips } from './chips';
import { PersonEditForm } from './person-edit-form';
import common from './common.module.css';
import styles from './person-details.module.css';

/** What the user noted about a person: email, interests, likes and dislikes as chips, address and notes; editable. */
export function PersonDetails({ userId, person }: { userId: string; person: Person }) {
  const { t } = useTranslation('people');
  const [editing, setEditing] = useState(false);
  const focus = useFocusOnClose<HTMLButtonElement>(editing);
  const close = () => {
    focus.closing();
    setEditing(false);
  };
  const lists = (['interests', 'likes', 'dislikes'] as const).filter((list) => person[list].length > 0);
  const nothing = !person.email && lists.length === 0 && !person.address && !person.notes;

  return (
    <section className={`k-card ${common.panel}`} aria-labelledby="details-title">
      <div className={styles.top}>
        <h2 id="details-title" className={common.panelTitle}>
          {t('details.title')}
        </h2>
        {editing ? null : (
          <button ref={focus.target} className="k-btn k-btn--secondary" type="button" onClick={() => setEditing(true)}>
            {t('details.edit')}
          </button>
        )}
      </div>
      {editing ? (
        <PersonEditForm userId={userId} person={person} onClose={close} />
      ) : nothing ? (
        <p className={common.emptyNote}>{t('details.empty')}</p>
      ) : (
        <dl className={styles.facts}>
          {person.email ? (
            <div>
              <dt>{t('personForm.email')}</dt>
              <dd>
                <a href={`mailto:${person.email}`}>{person.email}</a>
              </dd>
            </div>
          ) : null}
          {lists.map((list) => (
            <div key={list}>
              <dt>{t(`details.${list}`)}</dt>
              <dd>
                <Chips entries={person[list]} label={t(`details.${list}`)} />
              </dd>
            </div>
          ))}
          {person.address ? (
            <div>
              <dt>{t('personForm.address')}</dt>
              <dd className={common.plain}>{unescapeAngleBrackets(person.address)}</dd>
            </div>
          ) : null}
          {person.notes ? (
            <div>
              <dt>{t('details.notes')}</dt>
              <dd className={common.plain}>{unescapeAngleBrackets(person.notes)}</dd>
            </div>
          ) : null}
        </dl>
      )}
    </section>
  );
}
