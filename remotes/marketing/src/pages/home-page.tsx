import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { AppDownload } from '../components/app-download';
import { HomeCallouts } from '../components/home-callouts';
import { HomeFeatures } from '../components/home-features';
import { HomeHero } from '../components/home-hero';
import { HomeSteps } from '../components/home-steps';
import { Testimonials } from '../components/testimonials';
import styles from './home-page.module.css';

/** /: hero, features, how it works, testimonials, download, feedback portal and privacy note. */
export function HomePage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('home.meta.title'), t('home.meta.description'));
  return (
    <div className={styles.home}>
      <HomeHero />
      <HomeFeatures />
      <HomeSteps />
      <Testimonials />
      <AppDownload />
      <HomeCallouts />
    </div>
  );
}
