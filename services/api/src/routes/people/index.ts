import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { manageDates } from './manage-dates.ts';
import { manageGiftIdeas } from './manage-gift-ideas.ts';
import { managePeople } from './manage-people.ts';
import type { PeopleContext } from './context.ts';

/**
 * /people: the user's relationships (spec §3's Contact) with their important dates, reminders and gift ideas.
 * Visible to their owner only: every other caller gets 404, as if nothing were there.
 */
export const peopleRoutes =
  (context: PeopleContext): FastifyPluginAsyncZod =>
  async (app) => {
    managePeople(app, context);
    manageDates(app, context);
    manageGiftIdeas(app, context);
  };
