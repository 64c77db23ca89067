import { z } from 'zod';
import type { GiftIdeaValues } from '@koester/contract/validation/people-rules';
import { notFound } from '../../errors.ts';
import { errors, requireUuid } from '../../http/common-schemas.ts';
import { ownedPerson, ownedWishlist } from '../../http/lookups.ts';
import type { RouteApp } from '../../http/route-app.ts';
import type { PeopleContext } from './context.ts';
import { ideaBody, ideaChangeBody, ideaParams, ideaSchema, moveBody, personParams } from './schemas.ts';
import { ideaView } from './views.ts';

/** /people/{id}/gift-ideas: ideas for a person, and moving one onto a wishlist of the user's. */
export function manageGiftIdeas(app: RouteApp, context: PeopleContext): void {
  const { people, ideas, wishlists } = context.stores;

  const ownedIdea = async (request: Parameters<typeof ownedPerson>[1], personId: string, ideaId: string) => {
    const { user, person } = await ownedPerson(people, request, personId);
    const idea = await ideas.findOfPerson(requireUuid(ideaId, 'Gift idea'), person.id);
    if (!idea) throw notFound('Gift idea not found.');
    return { user, idea };
  };

  app.post(
    '/people/:id/gift-ideas',
    {
      schema: {
        tags: ['people'],
        summary: 'Note a gift idea for a person',
        params: personParams,
        body: ideaBody,
        response: { 201: ideaSchema, ...errors(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { person } = await ownedPerson(people, request, request.params.id);
      return reply.status(201).send(ideaView(await ideas.create(person.id, request.body as GiftIdeaValues)));
    },
  );

  app.patch(
    '/people/:id/gift-ideas/:ideaId',
    {
      schema: {
        tags: ['people'],
        summary: 'Change a gift idea',
        params: ideaParams,
        body: ideaChangeBody,
        response: { 200: ideaSchema, ...errors(400, 404, 429) },
      },
    },
    async (request) => {
      const { idea } = await ownedIdea(request, request.params.id, request.params.ideaId);
      const updated = await ideas.update(idea.id, request.body);
      if (!updated) throw notFound('Gift idea not found.');
      return ideaView(updated);
    },
  );

  app.delete(
    '/people/:id/gift-ideas/:ideaId',
    {
      schema: {
        tags: ['people'],
        summary: 'Remove a gift idea',
        params: ideaParams,
        response: { 204: z.null(), ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      const { idea } = await ownedIdea(request, request.params.id, request.params.ideaId);
      await ideas.delete(idea.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/people/:id/gift-ideas/:ideaId/move',
    {
      schema: {
        tags: ['people'],
        summary: 'Move a gift idea onto one of my wishlists (it becomes an item there and leaves the person)',
        params: ideaParams,
        body: moveBody,
        response: {
          201: z.object({ wishlist_id: z.string(), item_id: z.string() }).meta({ id: 'MovedGiftIdea' }),
          ...errors(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { idea } = await ownedIdea(request, request.params.id, request.params.ideaId);
      const { list } = await ownedWishlist(wishlists, request, request.body.wishlist_id);
      const itemId = await ideas.moveToWishlist(idea.id, list.id);
      // Moved a moment ago by another request: the idea is already an item somewhere.
      if (!itemId) throw notFound('Gift idea not found.');
      // The list's open shared pages see the new item at once.
      await context.events.publish({ wishlist_id: list.id, item_id: itemId, change: 'updated' });
      return reply.status(201).send({ wishlist_id: list.id, item_id: itemId });
    },
  );
}
