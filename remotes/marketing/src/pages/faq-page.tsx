import { useState } from 'react';
import { Link } from 'react-router';
import { useLocalized } from '@koester/shared/i18n/localized';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { Accordion } from '../components/accordion';
import sections from '../components/page-sections.module.css';
import { SectionBody } from '../components/section-body';
import en from '../content/faq/en.json';
import fr from '../content/faq/fr.json';
import nl from '../content/faq/nl.json';
import styles from './faq-page.module.css';

/** /faq: three categories in one accordion, one answer open at a time (spec §2). */
export function FaqPage() {
  const faq = useLocalized({ nl, en, fr });
  usePageMeta(faq.meta.title, faq.meta.description);
  const [openId, setOpenId] = useState<string | null>(null);
  const groups = faq.categories.map((category) => ({
    id: category.id,
    title: category.title,
    items: category.items.map((item) => ({
      id: `${category.id}-${item.id}`,
      heading: item.question,
      body: <SectionBody text={item.answer} />,
    })),
  }));
  return (
    <div className="k-container k-page">
      <header className={sections.pageHeader}>
        <h1>{faq.title}</h1>
        <p className="k-lead">{faq.lead}</p>
      </header>
      <div className={styles.faqColumns}>
        <Accordion groups={groups} openId={openId} onToggle={setOpenId} />
        <aside className={`k-card ${styles.faqContact}`} aria-labelledby="faq-contact">
          <h2 id="faq-contact">{faq.contact.title}</h2>
          <p>{faq.contact.text}</p>
          <Link className="k-btn k-btn--primary" to="/contact">
            {faq.contact.cta}
          </Link>
        </aside>
      </div>
    </div>
  );
}
