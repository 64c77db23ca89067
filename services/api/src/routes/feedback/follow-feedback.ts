import { errors } from '../../http/common-schemas.ts';
import { openFeedback } from '../../http/lookups.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { noteLanguageOf } from '../../http/note-language.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { FeedbackRepository } from '../../repositories/feedback-repository.ts';
import type { FollowerRepository } from '../../repositories/follower-repository.ts';
import type { MailSettingsRepository } from '../../repositories/mail-settings-repository.ts';
import { followAnswer, idParams } from './schemas.ts';

/**
 * PUT and DELETE /feedback/{id}/follow (signed in): follow an item (mails when its status changes, and hourly comment
 * digests) or stop; a follow also ends a stop of all portal mail. What a user follows is listed by
 * GET /feedback?mine=following, to them only.
 */
export function followFeedback(
  app: RouteApp,
  feedback: FeedbackRepository,
  followers: FollowerRepository,
  settings: MailSettingsRepository,
): void {
  for (const [method, following] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    app[method](
      '/feedback/:id/follow',
      {
        schema: {
          tags: ['feedback'],
          summary: following ? 'Follow an item (signed in)' : 'Stop following an item (signed in)',
          params: idParams,
          response: { 200: followAnswer, ...errors(404, 409, 429) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const item = await openFeedback(feedback, request.params.id, user);
        await followers.set(item.id, user.id, following);
        // Following again after stopping all portal mail (a mail's link) brings that mail back, as the site's
        // unsubscribe page tells; until then no item says it is followed.
        if (following) await settings.setOptOut(user.id, 'portal', false);
        await noteLanguageOf(request, settings, user);
        return { following };
      },
    );
  }
}
