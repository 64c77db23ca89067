import { withQueryClientPages } from '@koester/shared/data/query-provider';
import { createRemoteRoutes } from '@koester/shared/federation/create-remote-routes';
import { registerNamespace } from '@koester/shared/i18n/i18n';
import { lazyPage } from '@koester/shared/ui/lazy-page';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import nl from './i18n/nl.json';
import { FeedbackPage } from './pages/feedback-page';

registerNamespace('feedback', { nl, en, fr });

const remote = createRemoteRoutes({
  name: 'feedback',
  release: __KOESTER_RELEASE__,
  pages: withQueryClientPages({
    '/feedback': FeedbackPage,
    '/feedback/:id': lazyPage(async () => (await import('./pages/feedback-item-page')).FeedbackItemPage),
  }),
});

export default remote.default;
export const paths = remote.paths;
