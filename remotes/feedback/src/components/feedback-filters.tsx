import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from '@koester/shared/validation/feedback-rules';
import { SEARCH_MAX, type ListView } from '../model/list-view';
import { SORT_ORDERS } from '../model/sort-items';
import styles from './feedback-filters.module.css';

/** How long typing may pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

interface FeedbackFiltersProps {
  view: ListView;
  onChange: (view: ListView) => void;
}

/** Type, status, order and search (spec §2); the page keeps them in the URL. */
export function FeedbackFilters({ view, onChange }: FeedbackFiltersProps) {
  const { t } = useTranslation('feedback');
  const ids = { search: useId(), status: useId(), sort: useId(), type: useId() };
  const [search, setSearch] = useState(view.q);

  // The URL changed elsewhere (back button, "show all"): the box follows.
  useEffect(() => setSearch(view.q), [view.q]);

  useEffect(() => {
    if (search.trim() === view.q.trim()) return;
    const timer = window.setTimeout(() => onChange({ ...view, q: search }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, view, onChange]);

  return (
    <form className={styles.filters} role="search" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()}>
      <div className={styles.search}>
        <label className="k-visually-hidden" htmlFor={ids.search}>
          {t('filters.search')}
        </label>
        <svg className={styles.searchIcon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M10.5 4a6.5 6.5 0 1 0 4 11.6l4.2 4.2 1.4-1.4-4.2-4.2A6.5 6.5 0 0 0 10.5 4zm0 2a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9z"
            fill="currentColor"
          />
        </svg>
        <input
          id={ids.search}
          className={`k-input ${styles.searchInput}`}
          type="search"
          value={search}
          maxLength={SEARCH_MAX}
          placeholder={t('filters.searchPlaceholder')}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onChange({ ...view, q: search });
          }}
        />
      </div>
      <div className={styles.row}>
        <div className={styles.types} role="group" aria-labelledby={ids.type}>
          <span id={ids.type} className="k-visually-hidden">
            {t('filters.type')}
          </span>
          {(['all', ...FEEDBACK_TYPES] as const).map((type) => (
            <button
              key={type}
              type="button"
              className={styles.chip}
              aria-pressed={view.type === type}
              onClick={() => onChange({ ...view, type })}
            >
              {t(`filters.types.${type}`)}
            </button>
          ))}
        </div>
        <div className={styles.selects}>
          <label className={styles.select} htmlFor={ids.status}>
            <span>{t('filters.status')}</span>
            <select
              id={ids.status}
              className="k-input"
              value={view.status}
              onChange={(e) => onChange({ ...view, status: e.target.value as ListView['status'] })}
            >
              {(['all', ...FEEDBACK_STATUSES] as const).map((status) => (
                <option key={status} value={status}>
                  {t(`filters.statuses.${status}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.select} htmlFor={ids.sort}>
            <span>{t('filters.sort')}</span>
            <select
              id={ids.sort}
              className="k-input"
              value={view.sort}
              onChange={(e) => onChange({ ...view, sort: e.target.value as ListView['sort'] })}
            >
              {SORT_ORDERS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`filters.sorts.${sort}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
    </form>
  );
}
