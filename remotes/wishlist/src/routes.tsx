import { withQueryClientPages } from '@koester/shared/data/query-provider';
import { createRemoteRoutes } from '@koester/shared/federation/create-remote-routes';
import { registerNamespace } from '@koester/shared/i18n/i18n';
import { lazyPage } from '@koester/shared/ui/lazy-page';
import { SharedWishlistPage } from './pages/shared-wishlist-page';

// Only the visitor's language is fetched (and English, the fallback). The chunk names say which language a file
// holds: a prerendered page preloads its own language's.
registerNamespace('wishlist', {
  nl: () => import(/* webpackChunkName: "texts-nl" */ './i18n/nl.json'),
  en: () => import(/* webpackChunkName: "texts-en" */ './i18n/en.json'),
  fr: () => import(/* webpackChunkName: "texts-fr" */ './i18n/fr.json'),
});

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
