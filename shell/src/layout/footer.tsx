import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './footer.module.css';
import { LogoMark } from './logo';

/** © current year, and links to blog, privacy and terms (spec §2). */
export function Footer() {
  const { t } = useTranslation('shell');
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`k-container ${styles.inner}`}>
        <p className={styles.brand}>
          <LogoMark size={22} />
          <span>{t('footer.copyright', { year })}</span>
        </p>
        <nav aria-label={t('footer.label')}>
          <ul className={styles.links}>
            <li>
              <Link to="/blog">{t('footer.blog')}</Link>
            </li>
            <li>
              <Link to="/privacy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/terms">{t('footer.terms')}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
