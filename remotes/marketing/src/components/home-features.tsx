import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './illustrations';
import sections from './page-sections.module.css';
import styles from './home-features.module.css';

const FEATURE_ICONS: readonly IconName[] = ['bell', 'gift', 'people'];

/** What the app does, in three cards with an icon each. */
export function HomeFeatures() {
  const { t } = useTranslation('marketing');
  const items = t('home.features.items', { returnObjects: true }) as unknown as { title: string; text: string }[];
  return (
    <section className={`k-container ${sections.section}`} aria-labelledby="home-features">
      <h2 id="home-features">{t('home.features.title')}</h2>
      <p className="k-lead">{t('home.features.lead')}</p>
      <ul className={sections.grid3}>
        {items.map((item, index) => (
          <li key={item.title} className={`k-card ${styles.feature}`}>
            <span className={styles.iconBubble} data-tone={index}>
              <Icon name={FEATURE_ICONS[index] ?? 'gift'} />
            </span>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
