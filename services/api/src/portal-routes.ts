import type { ApiConfig } from './api-config.ts';
import type { FeedbackListCache } from './events/feedback-list-cache.ts';
import type { RouteApp } from './http/route-app.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { mailLinks } from './mail/mail-links.ts';
import { commentDigests } from './portal/digests.ts';
import { statusChanges } from './portal/status-change.ts';
// In this order: each module names its schemas as it loads, and the OpenAPI document lists them in that order.
import { feedbackRoutes } from './routes/feedback/index.ts';
import { commentRoutes } from './routes/comments/index.ts';
import type { Stores } from './stores.ts';

interface PortalRoutesOptions {
  config: ApiConfig;
  stores: Stores;
  lists: FeedbackListCache;
  /** The job queue that status changes and comments queue their followers' mail into; absent in some tests. */
  queue?: JobQueue;
}

/**
 * The feedback portal's routes: items (list, search, roadmap and its feed, submit, vote, follow, status, delete,
 * merge) and their comments. A status change and a comment queue the followers' mail.
 */
export async function registerPortalRoutes(api: RouteApp, { config, stores, lists, queue }: PortalRoutesOptions) {
  const { feedback, followers, merges, roadmaps, settings, comments } = stores;
  const changes = statusChanges(stores.db, queue);
  const links = mailLinks(config.mail.siteUrl, config.mail.apiUrl);
  const digests = commentDigests(stores.db, queue, undefined, { gatherSeconds: config.mail.digestGatherSeconds });
  await api.register(
    feedbackRoutes({ feedback, followers, merges, roadmaps, settings, lists, changes, links, digests }),
  );
  await api.register(commentRoutes(feedback, comments, digests, settings));
}
