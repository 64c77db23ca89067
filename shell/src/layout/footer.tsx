import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './footer.module.css';
import { LogoMark } from './logo';
import { useFrameLinks } from './use-frame-links';

/** © current year, and the footer links the remotes declare: blog, privacy and terms (spec §2). */
export function Footer() {
  const { t } = useTranslation('shell');
  const links = useFrameLinks('footer');
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
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
