import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import { accountRepository } from './repositories/account-repository.ts';
import { calendarFeedRepository } from './repositories/calendar-feed-repository.ts';
import { claimRepository } from './repositories/claim-repository.ts';
import { commentRepository } from './repositories/comment-repository.ts';
import { feedbackRepository } from './repositories/feedback-repository.ts';
import { followerRepository } from './repositories/follower-repository.ts';
import { mergeRepository } from './repositories/merge-repository.ts';
import { roadmapRepository } from './repositories/roadmap-repository.ts';
import { giftIdeaRepository } from './repositories/gift-idea-repository.ts';
import { importantDateRepository } from './repositories/important-date-repository.ts';
import { mailSettingsRepository } from './repositories/mail-settings-repository.ts';
import { paymentRepository } from './repositories/payment-repository.ts';
import { personRepository } from './repositories/person-repository.ts';
import { profileRepository } from './repositories/profile-repository.ts';
import { sessionRepository } from './repositories/session-repository.ts';
import { shareLinkRepository } from './repositories/share-link-repository.ts';
import { wishlistItemRepository } from './repositories/wishlist-item-repository.ts';
import { wishlistRepository } from './repositories/wishlist-repository.ts';

/** Every repository of the API over one database: one per aggregate (docs/layout.md). */
export function createStores(db: Kysely<Database>) {
  return {
    /** The database itself, for the services that write across repositories in one transaction. */
    db,
    sessions: sessionRepository(db),
    feedback: feedbackRepository(db),
    comments: commentRepository(db),
    followers: followerRepository(db),
    merges: mergeRepository(db),
    roadmaps: roadmapRepository(db),
    profiles: profileRepository(db),
    payments: paymentRepository(db),
    shareLinks: shareLinkRepository(db),
    wishlists: wishlistRepository(db),
    items: wishlistItemRepository(db),
    claims: claimRepository(db),
    people: personRepository(db),
    dates: importantDateRepository(db),
    ideas: giftIdeaRepository(db),
    settings: mailSettingsRepository(db),
    feeds: calendarFeedRepository(db),
    account: accountRepository(db),
  };
}

export type Stores = ReturnType<typeof createStores>;
