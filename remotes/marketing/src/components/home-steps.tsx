import { useTranslation } from 'react-i18next';
import sections from './page-sections.module.css';
import styles from './home-steps.module.css';

/** How it works: the numbered steps from installing the app to the first reminder. */
export function HomeSteps() {
  const { t } = useTranslation('marketing');
  const steps = t('home.steps.items', { returnObjects: true }) as unknown as { title: string; text: string }[];
  return (
    <section className={sections.band} aria-labelledby="home-steps">
      <div className="k-container">
        <h2 id="home-steps">{t('home.steps.title')}</h2>
        <p className="k-lead">{t('home.steps.lead')}</p>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
