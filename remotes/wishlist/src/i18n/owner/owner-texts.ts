import { registerNamespace } from '@koester/shared/i18n/i18n';
import en from './en.json';
import fr from './fr.json';
import nl from './nl.json';

/** The namespace of the owner's pages, /wishlists and /wishlists/:id. */
export const OWNER_NAMESPACE = 'wishlist-owner';

/**
 * Registers the owner's texts. Only the owner's pages call this, so the texts travel in their lazy chunks and never
 * in the routes module the shared page (/wishlist/:shareToken) loads first.
 */
export function registerOwnerTexts(): void {
  registerNamespace(OWNER_NAMESPACE, { nl, en, fr });
}
