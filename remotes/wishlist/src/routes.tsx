import { withQueryClientPages } from '@koester/shared/data/query-provider';
import { createRemoteRoutes } from '@koester/shared/federation/create-remote-routes';
import { registerNamespace } from '@koester/shared/i18n/i18n';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import nl from './i18n/nl.json';
import { SharedWishlistPage } from './pages/shared-wishlist-page';

registerNamespace('wishlist', { nl, en, fr });

const remote = createRemoteRoutes({
  name: 'wishlist',
  release: __KOESTER_RELEASE__,
  pages: withQueryClientPages({
    '/wishlist/:shareToken': SharedWishlistPage,
  }),
});

export default remote.default;
export const paths = remote.paths;
