import { withQueryClientPages } from '@koester/shared/data/query-provider';
import { createRemoteRoutes } from '@koester/shared/federation/create-remote-routes';
import { registerNamespace } from '@koester/shared/i18n/i18n';
import { lazyPage } from '@koester/shared/ui/lazy-page';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import nl from './i18n/nl.json';
import { SharedWishlistPage } from './pages/shared-wishlist-page';

registerNamespace('wishlist', { nl, en, fr });

const remote = createRemoteRoutes({
  name: 'wishlist',
  release: __KOESTER_RELEASE__,
  pages: {
    ...withQueryClientPages({ '/wishlist/:shareToken': SharedWishlistPage }),
    // The owner's pages: only signed-in owners need them, so they load when opened.
    '/wishlists': lazyPage(async () => (await import('./pages/my-wishlists-page')).MyWishlistsPage),
    '/wishlists/:id': lazyPage(async () => (await import('./pages/wishlist-editor-page')).WishlistEditorPage),
  },
});

export default remote.default;
export const paths = remote.paths;
