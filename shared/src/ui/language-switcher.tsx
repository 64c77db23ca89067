import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@koester/shared/i18n/languages';
import { useLanguage } from '@koester/shared/i18n/localized';
import styles from './language-switcher.module.css';

const NATIVE_NAMES: Record<Language, string> = { nl: 'Nederlands', en: 'English', fr: 'Français' };

/** nl / en / fr toggle buttons; the choice is remembered by i18next's detector caches. */
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
            aria-label={NATIVE_NAMES[language]}
            onClick={() => void i18n.changeLanguage(language)}
          >
            {language}
          </button>
        </li>
      ))}
    </ul>
  );
}
