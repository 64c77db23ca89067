import { createRemoteRoutes } from '@koester/shared/federation/create-remote-routes';
import { registerNamespace } from '@koester/shared/i18n/i18n';
import { lazyPage } from '@koester/shared/ui/lazy-page';
import { HomePage } from './pages/home-page';

// Only the visitor's language is fetched (and English, the fallback). The chunk names say which language a file
// holds: a prerendered page preloads its own language's.
registerNamespace('marketing', {
  nl: () => import(/* webpackChunkName: "texts-nl" */ './i18n/nl.json'),
  en: () => import(/* webpackChunkName: "texts-en" */ './i18n/en.json'),
  fr: () => import(/* webpackChunkName: "texts-fr" */ './i18n/fr.json'),
});

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
