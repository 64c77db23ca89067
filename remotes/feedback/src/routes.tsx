import { withQueryClientPages } from '@koester/shared/data/query-provider';
import { createRemoteRoutes } from '@koester/shared/federation/create-remote-routes';
import { registerNamespace } from '@koester/shared/i18n/i18n';
import { lazyPage } from '@koester/shared/ui/lazy-page';
import { FeedbackPage } from './pages/feedback-page';

// Only the visitor's language is fetched (and English, the fallback). The chunk names say which language a file
// holds: a prerendered page preloads its own language's.
registerNamespace('feedback', {
  nl: () => import(/* webpackChunkName: "texts-nl" */ './i18n/nl.json'),
  en: () => import(/* webpackChunkName: "texts-en" */ './i18n/en.json'),
  fr: () => import(/* webpackChunkName: "texts-fr" */ './i18n/fr.json'),
});

const remote = createRemoteRoutes({
  name: 'feedback',
  release: __KOESTER_RELEASE__,
  pages: withQueryClientPages({
    '/feedback': FeedbackPage,
    '/feedback/roadmap': lazyPage(async () => (await import('./pages/roadmap-page')).RoadmapPage),
    '/feedback/:id': lazyPage(async () => (await import('./pages/feedback-item-page')).FeedbackItemPage),
  }),
});

export default remote.default;
export const paths = remote.paths;
