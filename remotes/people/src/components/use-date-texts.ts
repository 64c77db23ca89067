import { useTranslation } from 'react-i18next';
import { useLanguage } from '@koester/shared/i18n/localized';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import type { ImportantDate } from '../api/get-person';
import { dayMonthText, occurrenceText } from '../model/date-text';

/** When a date next comes round, as the API computed it in the user's time zone. */
type Next = { occurrence: string; days_until: number; turns: number | null };

/**
 * The words for important dates, in the page's language: what the date is ("Birthday", or its own name), when it
 * next comes ("Fri 12 June · in 5 days · turns 40"). Every number comes from the API; nothing is counted here.
 */
export function useDateTexts() {
  const { t } = useTranslation('people');
  const language = useLanguage();
  const thisYear = new Date().getFullYear();

  const occasion = (date: Pick<ImportantDate, 'kind' | 'label'>) =>
    date.label ? unescapeAngleBrackets(date.label) : t(`occasion.${date.kind}`);
  const when = (days: number) =>
    days === 0 ? t('when.today') : days === 1 ? t('when.tomorrow') : t('when.inDays', { count: days });
  /** "turns 40" for a birthday, "40 years" for the rest; nothing without a year (or in the year itself). */
  const age = (kind: ImportantDate['kind'], turns: number | null) =>
    turns !== null && turns > 0 ? t(kind === 'birthday' ? 'when.turns' : 'when.years', { count: turns }) : null;

  return {
    occasion,
    when,
    age,
    /** The day it next falls on: "Fri 12 June". */
    occurrence: (isoDate: string) => occurrenceText(isoDate, language, thisYear),
    /** The date as it was entered: "12 June 1986", "12 June". */
    stored: (date: Pick<ImportantDate, 'day' | 'month' | 'year'>) => dayMonthText(date, language),
    /** "Fri 12 June · in 5 days · turns 40", or that a one-time date has passed. */
    next: (kind: ImportantDate['kind'], next: Next | null) =>
      next
        ? [occurrenceText(next.occurrence, language, thisYear), when(next.days_until), age(kind, next.turns)]
            .filter(Boolean)
            .join(' · ')
        : t('when.past'),
  };
}
