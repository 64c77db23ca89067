import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  validateWishlist,
  validateWishlistChange,
  validateWishlistItem,
  validateWishlistItemChange,
  WISHLIST_LIMITS,
} from '@koester/contract/validation/wishlist-rules';
import { fieldCheckFailure, notFound } from '../errors.ts';
import type { Change, WishlistEvents } from '../events/wishlist-events.ts';
import { requireUser } from '../plugins/auth.ts';
import { withRule } from '../plugins/validation.ts';
import type { WishlistRepository } from '../repositories/wishlist-repository.ts';
import { sharedItem, sharedItemSchema } from './public-wishlists.ts';
import { errors, pathParam, requireUuid, ruledText } from './schemas.ts';

type ListRow = Omit<NonNullable<Awaited<ReturnType<WishlistRepository['findOwned']>>>, 'profile_id'>;

const L = WISHLIST_LIMITS;
const LINK_TEXT = `An absolute http:// or https:// link, at most ${L.linkMax} characters; empty or null for none.`;

/** The fields of an item; the shared rule (wishlist-rules.ts) has the last word, with its codes. */
const itemFields = z.object({
  title: ruledText(L.titleMax, `Required, at most ${L.titleMax} characters; one line.`),
  description: ruledText(L.itemDescriptionMax, `At most ${L.itemDescriptionMax} characters; empty means none.`)
    .nullable()
    .optional(),
  price: z
    .number()
    .nullable()
    .optional()
    .meta({ description: `In euros, 0 to ${L.priceMax}, at most two decimals; null for none.` }),
  url: z
    .string()
    .max(L.linkMax * 2)
    .nullable()
    .optional()
    .meta({ description: LINK_TEXT }),
  image_url: z
    .string()
    .max(L.linkMax * 2)
    .nullable()
    .optional()
    .meta({ description: LINK_TEXT }),
});

const wishlistFields = z.object({
  name: ruledText(L.nameMax, `Required, at most ${L.nameMax} characters; one line.`),
  description: ruledText(L.descriptionMax, `At most ${L.descriptionMax} characters; empty means none.`)
    .nullable()
    .optional(),
});

const itemBody = withRule(itemFields, validateWishlistItem);
const itemChangeBody = withRule(itemFields.partial(), validateWishlistItemChange);
const HIDE_RESERVATIONS_TEXT =
  'Signed-out visitors see no reservations (every item available; Reserve asks them to sign in) and hear no reservation events. Default false: a friend without an account still sees what is taken.';

const hideSetting = {
  hide_reservations_from_visitors: z.boolean().optional().meta({ description: HIDE_RESERVATIONS_TEXT }),
};
const wishlistBody = withRule(wishlistFields.extend(hideSetting), validateWishlist);
const wishlistChangeBody = withRule(wishlistFields.partial().extend(hideSetting), validateWishlistChange);

const shareLinkSchema = z
  .object({
    token: z.string(),
    path: z.string(),
    expires_at: z.string().nullable(),
    revoked: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'ShareLink' });

const wishlistSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    hide_reservations_from_visitors: z.boolean().meta({ description: HIDE_RESERVATIONS_TEXT }),
    created_at: z.string(),
  })
  .meta({ id: 'Wishlist' });

const receivedItemSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    price: z.number().nullable(),
    url: z.string().nullable(),
    image_url: z.string().nullable(),
    received_at: z.string(),
  })
  .meta({ id: 'ReceivedItem', description: 'A gift the owner marked received: gone from shared views.' });

const detailSchema = wishlistSchema
  .extend({
    items: z.array(sharedItemSchema),
    /** Newest first; nothing of reservations. */
    received_items: z.array(receivedItemSchema),
    share_links: z.array(shareLinkSchema),
  })
  .meta({ id: 'WishlistDetail' });

/**
 * The owner's side of wishlists (the mobile app's calls): lists, items, and
 * share links. Another user's list answers 404, as if it did not exist.
 * Item changes are announced to the list's live streams.
 */
export const wishlistRoutes =
  (wishlists: WishlistRepository, events: WishlistEvents): FastifyPluginAsyncZod =>
  async (app) => {
    const announce = (wishlistId: string, itemId: string, change: Change) =>
      events.publish({ wishlist_id: wishlistId, item_id: itemId, change });
    const owned = async (request: { user: Parameters<typeof requireUser>[0]['user'] }, rawId: string) => {
      const user = requireUser(request);
      const list = await wishlists.findOwned(requireUuid(rawId, 'Wishlist', 'WISHLIST_NOT_FOUND'), user.id);
      if (!list) throw notFound('Wishlist not found.', 'WISHLIST_NOT_FOUND');
      return { user, list };
    };
    const wishlistJson = (row: ListRow) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      hide_reservations_from_visitors: row.hide_reservations_from_visitors,
      created_at: row.created_at.toISOString(),
    });
    const shareJson = (row: { token: string; expires_at: Date | null; revoked_at: Date | null; created_at: Date }) => ({
      token: row.token,
      path: `/wishlist/${row.token}`,
      expires_at: row.expires_at?.toISOString() ?? null,
      revoked: row.revoked_at !== null,
      created_at: row.created_at.toISOString(),
    });
    const detail = async (list: ListRow) => ({
      ...wishlistJson(list),
      items: (await wishlists.items(list.id)).map((row) => sharedItem(row, { user: null, isOwner: true })),
      received_items: (await wishlists.receivedItems(list.id)).map((row) => ({
        ...row,
        received_at: row.received_at.toISOString(),
      })),
      share_links: (await wishlists.shareLinks(list.id)).map(shareJson),
    });
    const idParams = z.object({ id: pathParam });
    const itemParams = idParams.extend({ itemId: pathParam });

    app.get(
      '/wishlists',
      {
        schema: {
          tags: ['my wishlists'],
          summary: 'My wishlists',
          response: {
            200: z.array(
              wishlistSchema.extend({
                item_count: z.number().int(),
                /** Share links neither revoked nor expired. */
                active_link_count: z.number().int(),
              }),
            ),
            ...errors(),
          },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return (await wishlists.listOwned(user.id)).map((row) => ({
          ...wishlistJson(row),
          item_count: row.item_count ?? 0,
          active_link_count: row.active_link_count ?? 0,
        }));
      },
    );

    app.post(
      '/wishlists',
      {
        schema: {
          tags: ['my wishlists'],
          summary: 'Create a wishlist',
          body: wishlistBody,
          response: { 201: detailSchema, ...errors(400, 429) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const list = await wishlists.create(user.id, {
          name: request.body.name,
          description: request.body.description ?? null,
          hide_reservations_from_visitors: request.body.hide_reservations_from_visitors ?? false,
        });
        return reply.status(201).send(await detail(list));
      },
    );

    app.get(
      '/wishlists/:id',
      {
        schema: {
          tags: ['my wishlists'],
          summary: 'One of my wishlists with its items and links',
          params: idParams,
          response: { 200: detailSchema, ...errors(404) },
        },
      },
      async (request) => detail((await owned(request, request.params.id)).list),
    );

    app.patch(
      '/wishlists/:id',
      {
        schema: {
          tags: ['my wishlists'],
          summary: 'Rename or describe a wishlist, or hide its reservations from signed-out visitors',
          params: idParams,
          body: wishlistChangeBody,
          response: { 200: detailSchema, ...errors(400, 404, 429) },
        },
      },
      async (request) => {
        const { list } = await owned(request, request.params.id);
        const updated = await wishlists.update(list.id, request.body);
        // Open streams were set up for what signed-out visitors could see: they reconnect under the setting now in
        // force. Whenever it is sent, changed or not: compared with a value read before the update, two PATCHes at
        // once could each see no change while the streams were opened under neither.
        if (request.body.hide_reservations_from_visitors !== undefined) {
          await events.endStreams({ wishlist_id: list.id });
        }
        return detail(updated);
      },
    );

    app.delete(
      '/wishlists/:id',
      {
        schema: {
          tags: ['my wishlists'],
          summary: 'Delete a wishlist with its items, share links and the reservations on it',
          params: idParams,
          response: { 204: z.null(), ...errors(404, 429) },
        },
      },
      async (request, reply) => {
        const { list } = await owned(request, request.params.id);
        await wishlists.deleteWishlist(list.id);
        // Its visitors' open streams end on every instance: nothing of the list is left to tell them.
        await events.endStreams({ wishlist_id: list.id });
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/wishlists/:id/items',
      {
        schema: {
          tags: ['my wishlists'],
          summary: 'Add an item',
          params: idParams,
          body: itemBody,
          response: { 201: detailSchema, ...errors(400, 404, 429) },
        },
      },
      async (request, reply) => {
        const { list } = await owned(request, request.params.id);
        const { id } = await wishlists.addItem(list.id, request.body);
        // A new item: "updated" tells the list's visitors to refetch.
        await announce(list.id, id, 'updated');
        return reply.status(201).send(await detail(list));
      },
    );

    app.patch(
      '/wishlists/:id/items/:itemId',
      {
        schema: {
          tags: ['my wishlists'],
          summary: 'Edit an item',
          params: itemParams,
          body: itemChangeBody,
          response: { 200: detailSchema, ...errors(400, 404, 429) },
        },
      },
      async (request) => {
        const { list } = await owned(request, request.params.id);
        const itemId = requireUuid(request.params.itemId, 'Item', 'ITEM_NOT_FOUND');
        if (!(await wishlists.updateItem(list.id, itemId, request.body))) {
          throw notFound('Item not found.', 'ITEM_NOT_FOUND');
        }
        await announce(list.id, itemId, 'updated');
        return detail(list);
      },
    );

    for (const [method, suffix, how, summary] of [
      ['delete', '', 'removed', 'Remove an item: it vanishes from shared views'],
      ['post', '/received', 'received', 'Mark an item received: it vanishes from shared views'],
    ] as const) {
      app[method](
        `/wishlists/:id/items/:itemId${suffix}`,
        {
          schema: {
            tags: ['my wishlists'],
            summary,
            params: itemParams,
            response: { 200: detailSchema, ...errors(404, 429) },
          },
        },
        async (request) => {
          const { list } = await owned(request, request.params.id);
          const itemId = requireUuid(request.params.itemId, 'Item', 'ITEM_NOT_FOUND');
          if (!(await wishlists.retireItem(list.id, itemId, how))) {
            throw notFound('Item not found.', 'ITEM_NOT_FOUND');
          }
          // Received or removed, it vanishes for everyone (spec §4).
          await announce(list.id, itemId, 'removed');
          return detail(list);
        },
      );
    }

    app.delete(
      '/wishlists/:id/items/:itemId/received',
      {
        schema: {
          tags: ['my wishlists'],
          summary: 'Put a received item back on the list',
          params: itemParams,
          response: { 200: detailSchema, ...errors(404, 429) },
        },
      },
      async (request) => {
        const { list } = await owned(request, request.params.id);
        const itemId = requireUuid(request.params.itemId, 'Item', 'ITEM_NOT_FOUND');
        if (!(await wishlists.restoreItem(list.id, itemId))) throw notFound('Item not found.', 'ITEM_NOT_FOUND');
        await announce(list.id, itemId, 'updated');
        return detail(list);
      },
    );

    app.post(
      '/wishlists/:id/share-links',
      {
        schema: {
          tags: ['my wishlists'],
          summary: 'Create a share link, optionally expiring',
          params: idParams,
          body: z.object({ expires_at: z.iso.datetime({ offset: true }).nullable().optional() }),
          response: { 201: shareLinkSchema, ...errors(400, 404, 429) },
        },
      },
      async (request, reply) => {
        const { list } = await owned(request, request.params.id);
        const expiresAt = request.body.expires_at ? new Date(request.body.expires_at) : null;
        if (expiresAt && expiresAt.getTime() <= Date.now())
          throw fieldCheckFailure('expires_at', 'EXPIRY_IN_PAST', 'The expiry must be in the future.');
        return reply.status(201).send(shareJson(await wishlists.createShareLink(list.id, expiresAt)));
      },
    );

    app.delete(
      '/wishlists/:id/share-links/:token',
      {
        schema: {
          tags: ['my wishlists'],
          summary: 'Revoke a share link',
          params: idParams.extend({ token: pathParam }),
          response: { 200: detailSchema, ...errors(404, 429) },
        },
      },
      async (request) => {
        const { list } = await owned(request, request.params.id);
        if (!(await wishlists.revokeShareLink(list.id, request.params.token)))
          throw notFound('Share link not found.', 'LINK_NOT_FOUND');
        // A revoked link opens nothing any more, an open stream included, on whichever instance holds it.
        await events.endStreams({ wishlist_id: list.id, share_token: request.params.token });
        return detail(list);
      },
    );
  };
