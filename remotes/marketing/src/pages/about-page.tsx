import { Link } from 'react-router';
import { formatNumber, useLanguage, useLocalized } from '@koester/shared/i18n/localized';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import en from '../content/about/en.json';
import fr from '../content/about/fr.json';
import nl from '../content/about/nl.json';
import { Avatar } from '../components/avatar';
import sections from '../components/page-sections.module.css';
import styles from './about-page.module.css';

/** The impact figures of /about, formatted per language. */
const IMPACT: readonly { value: number; style: 'plus' | 'percent' }[] = [
  { value: 1200, style: 'plus' },
  { value: 25000, style: 'plus' },
  { value: 0.96, style: 'percent' },
];

/** /about: hero, mission, story, values, vision, team, impact and a call to action. */
export function AboutPage() {
  const about = useLocalized({ nl, en, fr });
  const language = useLanguage();
  usePageMeta(about.meta.title, about.meta.description);
  return (
    <div className="k-page">
      <section className={`k-container ${sections.hero} ${sections.heroCompact}`}>
        <h1>{about.hero.title}</h1>
        <p className="k-lead">{about.hero.lead}</p>
      </section>

      <section className={`k-container ${styles.split}`} aria-labelledby="about-mission">
        <div>
          <h2 id="about-mission">{about.mission.title}</h2>
          <p>{about.mission.text}</p>
        </div>
        <div>
          <h2 id="about-vision">{about.vision.title}</h2>
          <p>{about.vision.text}</p>
        </div>
      </section>

      <section className={`k-container ${sections.section}`} aria-labelledby="about-story">
        <h2 id="about-story">{about.story.title}</h2>
        <ol className={`${sections.grid3} ${styles.timeline}`}>
          {about.story.items.map((item) => (
            <li key={item.label}>
              <span className="k-eyebrow">{item.label}</span>
              <h3 className={styles.stepTitle}>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={sections.band} aria-labelledby="about-values">
        <div className="k-container">
          <h2 id="about-values">{about.values.title}</h2>
          <ul className={sections.grid3}>
            {about.values.items.map((value) => (
              <li key={value.title} className="k-card">
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`k-container ${sections.section}`} aria-labelledby="about-team">
        <h2 id="about-team">{about.team.title}</h2>
        <p className="k-lead">{about.team.lead}</p>
        <ul className={sections.grid3}>
          {about.team.members.map((member, index) => (
            <li key={member.name} className={`k-card ${styles.person}`}>
              <Avatar name={member.name} index={index} />
              <div>
                <h3 className={styles.name}>{member.name}</h3>
                <p className={styles.role}>{member.role}</p>
                <p>{member.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className={`k-container ${sections.section}`} aria-labelledby="about-impact">
        <h2 id="about-impact">{about.impact.title}</h2>
        <p className="k-lead">{about.impact.lead}</p>
        <dl className={styles.stats}>
          {about.impact.items.map((item, index) => {
            const figure = IMPACT[index]!;
            return (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>
                  {figure.style === 'percent'
                    ? formatNumber(figure.value, language, { style: 'percent' })
                    : `${formatNumber(figure.value, language)}+`}
                </dd>
              </div>
            );
          })}
        </dl>
      </section>

      <section className="k-container" aria-labelledby="about-cta">
        <div className={styles.cta}>
          <h2 id="about-cta">{about.cta.title}</h2>
          <p>{about.cta.text}</p>
          <Link className="k-btn k-btn--primary" to="/">
            {about.cta.button}
          </Link>
        </div>
      </section>
    </div>
  );
}
