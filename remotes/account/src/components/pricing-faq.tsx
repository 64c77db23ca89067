import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './pricing-faq.module.css';

const FAQ = ['change', 'payment', 'contract', 'downgrade'] as const;

/** The questions about the plans under the pricing cards, one answer open at a time, and the way to support. */
export function PricingFaq() {
  const { t } = useTranslation('account');
  return (
    <section className={styles.faq} aria-labelledby="pricing-faq">
      <h2 id="pricing-faq">{t('pricing.faqTitle')}</h2>
      {FAQ.map((key) => (
        <details key={key} name="pricing-faq" className={styles.question}>
          <summary>{t(`pricing.faq.${key}.q`)}</summary>
          <p>{t(`pricing.faq.${key}.a`)}</p>
        </details>
      ))}
      <p className={styles.more}>
        {t('pricing.moreQuestions')} <Link to="/support">{t('pricing.toSupport')}</Link>
      </p>
    </section>
  );
}
