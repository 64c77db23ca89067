import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveArea } from '@koester/shared/ui/live-area';
import { Breadcrumb } from './breadcrumb';
import { DeferredToaster } from './deferred-toaster';
import { Footer } from './footer';
import styles from './layout.module.css';
import { Navbar } from './navbar';
import { RouteFocus } from './route-focus';

const MAIN_ID = 'main';

/**
 * The frame every page sits in: skip link, navbar, breadcrumb, main, footer and the one Toaster; its controls wait
 * for the shell's script (LiveArea).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.frame}>
      <LiveArea>
        <a className={styles.skip} href={`#${MAIN_ID}`}>
          {t('skipToContent')}
        </a>
        <Navbar />
        <Breadcrumb />
        <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <RouteFocus mainId={MAIN_ID} />
        <DeferredToaster />
      </LiveArea>
    </div>
  );
}
