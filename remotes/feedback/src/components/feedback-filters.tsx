import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from '@koester/contract/validation/feedback-rules';
import { useViewer } from '@koester/shared/session/session-store';
import { MINE_FILTERS, SEARCH_MAX, type ListView } from '../model/list-view';
import { SORT_ORDERS } from '../model/sort-items';
import styles from './feedback-filters.module.css';

/** How long typing may pause before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;

interface FeedbackFiltersProps {
  view: ListView;
  /** Changes part of the view; the rest stays as the address has it now. */
  onChange: (change: Partial<ListView>) => void;
}

/** Type, status, order, search and (signed in) the viewer's own slice (spec §2); the page keeps them in the URL. */
export function FeedbackFilters({ view, onChange }: FeedbackFiltersProps) {
  const { t } = useTranslation('feedback');
  const ids = { search: useId(), type: useId() };
  const [search, setSearch] = useState(view.q);
  // What the viewer wrote, voted on or follows: a slice only someone signed in has.
  const signedIn = useViewer().viewerId !== null;

  // The URL changed elsewhere (back button, "show all"): the box follows. Not when it only trimmed what is being
  // typed, which would eat the space before the next word.
  useEffect(() => setSearch((typed) => (typed.trim() === view.q.trim() ? typed : view.q)), [view.q]);

  useEffect(() => {
    if (search.trim() === view.q.trim()) return;
    const page = window.location.pathname;
    const timer = window.setTimeout(() => {
      // A link followed meanwhile (this page stays while the next one loads): the search must not pull it back.
      if (window.location.pathname === page) onChange({ q: search });
    }, SEARCH_DEBOUNCE_MS);
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
            if (e.key === 'Enter') onChange({ q: search });
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
              onClick={() => onChange({ type })}
            >
              {t(`filters.types.${type}`)}
            </button>
          ))}
        </div>
        <div className={styles.selects}>
          <FilterSelect
            label={t('filters.status')}
            value={view.status}
            options={['all', ...FEEDBACK_STATUSES]}
            text={(status) => t(`filters.statuses.${status}`)}
            onChange={(status) => onChange({ status })}
          />
          {signedIn && (
            <FilterSelect
              label={t('filters.show')}
              value={view.mine}
              options={MINE_FILTERS}
              text={(mine) => t(`filters.mine.${mine}`)}
              onChange={(mine) => onChange({ mine })}
            />
          )}
          <FilterSelect
            label={t('filters.sort')}
            value={view.sort}
            options={SORT_ORDERS}
            text={(sort) => t(`filters.sorts.${sort}`)}
            onChange={(sort) => onChange({ sort })}
          />
        </div>
      </div>
    </form>
  );
}

interface FilterSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  text: (option: T) => string;
  onChange: (value: T) => void;
}

/** A labelled select of one part of the view. */
function FilterSelect<T extends string>({ label, value, options, text, onChange }: FilterSelectProps<T>) {
  const id = useId();
  return (
    <label className={styles.select} htmlFor={id}>
      <span>{label}</span>
      <select id={id} className="k-input" value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
