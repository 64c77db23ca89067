import type { AuthUser } from '../auth/token-verifier.ts';
import { gone, mergedItem, notFound } from '../errors.ts';
import { requireUser } from '../plugins/auth.ts';
import type { FeedbackRepository } from '../repositories/feedback-repository.ts';
import type { ShareLinkRepository } from '../repositories/share-link-repository.ts';
import type { PersonRepository } from '../repositories/person-repository.ts';
import type { WishlistRepository } from '../repositories/wishlist-repository.ts';
import { requireUuid } from './common-schemas.ts';

/** The item a path names, as the viewer sees it; 404 for an unknown or malformed id. */
export async function existingFeedback(feedback: FeedbackRepository, rawId: string, viewer: AuthUser | null) {
  const item = await feedback.find(requireUuid(rawId, 'Feedback'), viewer?.id);
  if (!item) throw notFound('Feedback not found.');
  return item;
}

/** The item a path names, to act on: 404 as above, 409 when it was merged into another (which is named). */
export async function openFeedback(feedback: FeedbackRepository, rawId: string, viewer: AuthUser | null) {
  const item = await existingFeedback(feedback, rawId, viewer);
  if (item.merged_into) throw mergedItem(item.merged_into);
  return item;
}

/** The wishlist behind a live share link: 404 unknown or revoked, 410 expired. */
export async function openShareLink(shareLinks: ShareLinkRepository, token: string) {
  const link = await shareLinks.findByToken(token);
  if (!link || link.revoked_at) throw notFound('This wishlist link does not exist.', 'WISHLIST_NOT_FOUND');
  if (link.expires_at && link.expires_at.getTime() <= Date.now()) {
    throw gone('This share link has expired. Ask the owner for a new link.', { is_expired: true }, 'LINK_EXPIRED');
  }
  return link;
}

/** The signed-in caller and the list of theirs a path names; another user's list answers 404, as if it did not exist. */
export async function ownedWishlist(
  wishlists: WishlistRepository,
  request: { user: Parameters<typeof requireUser>[0]['user'] },
  rawId: string,
) {
  const user = requireUser(request);
  const list = await wishlists.findOwned(requireUuid(rawId, 'Wishlist', 'WISHLIST_NOT_FOUND'), user.id);
  if (!list) throw notFound('Wishlist not found.', 'WISHLIST_NOT_FOUND');
  return { user, list };
}

/** The signed-in caller and the person of theirs a path names; anyone else's answers 404, as if it did not exist. */
export async function ownedPerson(
  people: PersonRepository,
  request: { user: Parameters<typeof requireUser>[0]['user'] },
  rawId: string,
) {
  const user = requireUser(request);
  const person = await people.findOwned(requireUuid(rawId, 'Person', 'PERSON_NOT_FOUND'), user.id);
  if (!person) throw notFound('Person not found.', 'PERSON_NOT_FOUND');
  return { user, person };
}
