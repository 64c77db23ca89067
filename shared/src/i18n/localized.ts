import { useTranslation } from 'react-i18next';
import { toLanguage, type Language } from '@koester/contract/i18n/languages';

/** The page language (nl, en or fr); components using it re-render on a language switch. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** Picks the current language's version of structured content (typed JSON per language). */
export function useLocalized<T>(resources: Record<Language, T>): T {
  return resources[useLanguage()];
}

const LOCALES: Record<Language, string> = { nl: 'nl-NL', en: 'en-GB', fr: 'fr-FR' };

/** One formatter per language: creating an Intl formatter costs far more than using it (a list formats many dates). */
const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** A calendar date (YYYY-MM-DD) written out for the language: "10 juli 2025", "10 July 2025", "10 juillet 2025". */
export function formatDate(isoDate: string, language: Language): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(language, format);
  }
  return format.format(new Date(`${isoDate.slice(0, 10)}T12:00:00Z`));
}

/** A number in the language's grouping: 25.000, 25,000, 25 000. */
export function formatNumber(value: number, language: Language, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(LOCALES[language], options).format(value);
}

const priceFormats = new Map<Language, Intl.NumberFormat>();

/**
 * A price in euros with two decimals, the euro sign first in every language: "€ 6,99" (nl and fr, as Belgian and
 * Dutch shops write it), "€6.99" (en). The digits follow the language: "€ 1.000,00", "€1,000.00", "€ 1 000,00".
 */
export function formatPrice(euros: number, language: Language): string {
  let format = priceFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    priceFormats.set(language, format);
  }
  return `€${language === 'en' ? '' : '\u00a0'}${format.format(euros)}`;
}
