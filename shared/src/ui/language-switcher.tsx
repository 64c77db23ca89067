import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@koester/contract/i18n/languages';
import { useLanguage } from '@koester/shared/i18n/localized';
import { pageIsLive } from '@koester/shared/ui/live-area';
import styles from './language-switcher.module.css';

const NATIVE_NAMES: Record<Language, string> = { nl: 'Nederlands', en: 'English', fr: 'Français' };

/** nl / en / fr toggle buttons; the choice is remembered by i18next's detector caches (localStorage and cookie). */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const active = useLanguage();
  return (
    <ul className={[styles.switcher, className].filter(Boolean).join(' ')} aria-label={t('language')}>
      {LANGUAGES.map((language) => (
        <li key={language}>
          <button
            type="button"
            className={styles.option}
            lang={language}
            aria-pressed={language === active}
            // The name says the visible code first (WCAG 2.5.3: the label is in the name, so "click EN" works with
            // speech input), then the language in its own words.
            aria-label={`${language.toUpperCase()} ${NATIVE_NAMES[language]}`}
            onClick={() => {
              if (pageIsLive()) return void i18n.changeLanguage(language);
              // Part of the page is still arriving: load it in that language instead (it comes prerendered in it).
              const url = new URL(window.location.href);
              url.searchParams.set('lang', language);
              window.location.assign(url.href);
            }}
          >
            {language}
          </button>
        </li>
      ))}
    </ul>
  );
}
