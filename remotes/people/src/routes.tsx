import { createRemoteRoutes } from '@koester/shared/federation/create-remote-routes';
import { registerNamespace } from '@koester/shared/i18n/i18n';
import { lazyPage } from '@koester/shared/ui/lazy-page';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import nl from './i18n/nl.json';
import { PeoplePage } from './pages/people-page';

registerNamespace('people', { nl, en, fr });

const remote = createRemoteRoutes({
  name: 'people',
  release: __KOESTER_RELEASE__,
  pages: {
    '/people': PeoplePage,
    '/people/new': lazyPage(async () => (await import('./pages/people-new-page')).PeopleNewPage),
    '/people/settings': lazyPage(async () => (await import('./pages/people-settings-page')).PeopleSettingsPage),
    '/people/:id': lazyPage(async () => (await import('./pages/people-id-page')).PeopleIdPage),
  },
});

export default remote.default;
export const paths = remote.paths;
