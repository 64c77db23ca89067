import { createRemoteRoutes } from '@koester/shared/federation/create-remote-routes';
import { registerNamespace } from '@koester/shared/i18n/i18n';
import { lazyPage } from '@koester/shared/ui/lazy-page';
import { PeoplePage } from './pages/people-page';

// Only the visitor's language is fetched (and English, the fallback). The chunk names say which language a file
// holds, as the other remotes name theirs.
registerNamespace('people', {
  nl: () => import(/* webpackChunkName: "texts-nl" */ './i18n/nl.json'),
  en: () => import(/* webpackChunkName: "texts-en" */ './i18n/en.json'),
  fr: () => import(/* webpackChunkName: "texts-fr" */ './i18n/fr.json'),
});

// Every page is for signed-in users, and none is prerendered. The list comes with the routes; the rest load when
// opened.
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
