import { localDateAt } from '@koester/contract/dates/time-zones';
import type { FollowerRepository } from '../../repositories/follower-repository.ts';
import type { Clock } from '../../clock.ts';
import type { GiftIdeaRepository } from '../../repositories/gift-idea-repository.ts';
import type { ImportantDateRepository } from '../../repositories/important-date-repository.ts';
import type { MailSettingsRepository } from '../../repositories/mail-settings-repository.ts';
import type { PaymentRepository } from '../../repositories/payment-repository.ts';
import type { PersonRepository } from '../../repositories/person-repository.ts';
import type { WishlistRepository } from '../../repositories/wishlist-repository.ts';
import type { WishlistEvents } from '../../events/wishlist-events.ts';
import { DEFAULT_TIME_ZONE } from '../../reminders/schedule.ts';

export interface PeopleStores {
  people: PersonRepository;
  dates: ImportantDateRepository;
  ideas: GiftIdeaRepository;
  settings: MailSettingsRepository;
  payments: PaymentRepository;
  wishlists: WishlistRepository;
  /** The unsubscribe link of a portal mail stops following one feedback item. */
  followers: FollowerRepository;
}

export interface PeopleContext {
  stores: PeopleStores;
  clock: Clock;
  events: WishlistEvents;
}

/** The user's time zone (their mail settings, else Koester's default) and the date it is there now. */
export async function userCalendar({ stores, clock }: PeopleContext, userId: string) {
  const timeZone = (await stores.settings.find(userId))?.time_zone ?? DEFAULT_TIME_ZONE;
  const now = clock.now();
  return { timeZone, now, today: localDateAt(now, timeZone) };
}
