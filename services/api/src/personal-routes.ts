import type { ApiConfig } from './api-config.ts';
import type { AdjustableClock, Clock } from './clock.ts';
import type { FeedbackListCache } from './events/feedback-list-cache.ts';
import type { WishlistEvents } from './events/wishlist-events.ts';
import type { RouteApp } from './http/route-app.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { mailLinks } from './mail/mail-links.ts';
// In this order: each module names its schemas as it loads, and the OpenAPI document lists them in that order.
import { peopleRoutes } from './routes/people/index.ts';
import { mailRoutes } from './routes/mail/index.ts';
import { calendarRoutes } from './routes/calendar/index.ts';
import { accountRoutes } from './routes/account/index.ts';
import { localClockRoutes } from './routes/local-clock/index.ts';
import type { Stores } from './stores.ts';

interface PersonalRoutesOptions {
  config: ApiConfig;
  stores: Stores;
  clock: Clock;
  events: WishlistEvents;
  lists: FeedbackListCache;
  background?: { queue: JobQueue; tick(): Promise<number> };
}

/**
 * The routes of a user's own data: their people and reminders, mail settings and unsubscribe, calendar address, the
 * export and deletion of their account; and, in the local run only, the settable clock.
 */
export async function registerPersonalRoutes(api: RouteApp, options: PersonalRoutesOptions): Promise<void> {
  const { config, stores, clock, events, lists, background } = options;
  const people = { stores, clock, events };
  await api.register(peopleRoutes(people));
  const links = mailLinks(config.mail.siteUrl, config.mail.apiUrl);
  await api.register(mailRoutes({ ...people, links }));
  await api.register(calendarRoutes({ ...people, feeds: stores.feeds, links }));
  await api.register(accountRoutes({ ...stores, clock, events, lists, queue: background?.queue }));
  if (config.devClock && 'set' in clock) {
    await api.register(localClockRoutes(clock as AdjustableClock, background?.tick ?? (async () => 0)));
  }
}
