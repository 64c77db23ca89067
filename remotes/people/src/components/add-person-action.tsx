import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PeopleList } from '../api/list-people';
import common from './common.module.css';

/**
 * The way to add someone. At the free plan's limit it is not a dead end: it says the plan holds 10 and leads to
 * the plans instead of to a form that would be refused.
 */
export function AddPersonAction({ list }: { list: PeopleList | undefined }) {
  const { t } = useTranslation('people');
  const full = list?.limit != null && list.people.length >= list.limit;
  if (!full)
    return (
      <Link className="k-btn k-btn--primary" to="/people/new">
        {t('list.add')}
      </Link>
    );
  return (
    <div className={common.actions}>
      <p className={common.planNote} id="people-full">
        {t('plan.full', { limit: list.limit })}
      </p>
      <Link className="k-btn k-btn--primary" to="/pricing" aria-describedby="people-full">
        {t('plan.addMore')}
      </Link>
    </div>
  );
}
