import { createRemoteRoutes } from '@koester/shared/federation/create-remote-routes';
import { registerNamespace } from '@koester/shared/i18n/i18n';
import { lazyPage } from '@koester/shared/ui/lazy-page';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import nl from './i18n/nl.json';
import { HomePage } from './pages/home-page';

registerNamespace('marketing', { nl, en, fr });

const remote = createRemoteRoutes({
  name: 'marketing',
  release: __KOESTER_RELEASE__,
  pages: {
    '/': HomePage,
    '/about': lazyPage(async () => (await import('./pages/about-page')).AboutPage),
    '/faq': lazyPage(async () => (await import('./pages/faq-page')).FaqPage),
    '/contact': lazyPage(async () => (await import('./pages/contact-page')).ContactPage),
    '/blog': lazyPage(async () => (await import('./pages/blog-page')).BlogPage),
    '/blog/:slug': lazyPage(async () => (await import('./pages/blog-post-page')).BlogPostPage),
    '/privacy': lazyPage(async () => (await import('./pages/privacy-page')).PrivacyPage),
    '/terms': lazyPage(async () => (await import('./pages/terms-page')).TermsPage),
  },
});

export default remote.default;
export const paths = remote.paths;
