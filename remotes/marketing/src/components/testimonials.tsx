import { useTranslation } from 'react-i18next';
import { Avatar } from './avatar';
import sections from './page-sections.module.css';
import styles from './testimonials.module.css';

interface Testimonial {
  quote: string;
  name: string;
  detail: string;
}

/** What testers say, each quote with the initials, name and situation of who said it. */
export function Testimonials() {
  const { t } = useTranslation('marketing');
  const items = t('home.testimonials.items', { returnObjects: true }) as unknown as Testimonial[];
  return (
    <section className={`k-container ${sections.section}`} aria-labelledby="home-testimonials">
      <h2 id="home-testimonials">{t('home.testimonials.title')}</h2>
      <p className="k-lead">{t('home.testimonials.lead')}</p>
      <ul className={sections.grid3}>
        {items.map((item, index) => (
          <li key={item.name} className={`k-card ${styles.quote}`}>
            <figure>
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>
                <Avatar name={item.name} index={index} />
                <span>
                  <strong>{item.name}</strong>
                  <span className={styles.role}>{item.detail}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
