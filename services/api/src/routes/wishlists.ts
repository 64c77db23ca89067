import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { escapeAngleBrackets, hasDangerousContent } from '@koester/shared/validation/text-rules';
import { fieldCheckFailure, notFound } from '../errors.ts';
import type { Change, WishlistEvents } from '../events/wishlist-events.ts';
import { requireUser } from '../plugins/auth.ts';
import type { WishlistRepository } from '../repositories/wishlist-repository.ts';
import { sharedItem, sharedItemSchema } from './public-wishlists.ts';
import { errors, pathParam, requireUuid, SAFE_TEXT } from './schemas.ts';

/** Plain text: trimmed, no dangerous content, angle brackets escaped; `required` is the message for an empty one. */
const text = (max: number, required?: string) =>
  (required ? z.string().trim().min(1, required) : z.string().trim())
    .max(max)
    .refine((value) => !hasDangerousContent(value), {
      message: 'Your input contains potentially dangerous content',
      params: { code: 'DANGEROUS_CONTENT' },
    })
    .transform(escapeAngleBrackets)
    .meta({ description: SAFE_TEXT });

/** Product and image links: http(s) only, so no javascript: or data: link reaches a visitor. */
const link = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: 'Links must start with http:// or https://', params: { code: 'INVALID_URL' } },
  )
  .meta({ description: 'An http:// or https:// link.' });

const itemBody = z.object({
  title: text(200, 'Please give the item a name'),
  description: text(2000).nullable().optional(),
  price: z.number().min(0).max(1_000_000).multipleOf(0.01).nullable().optional(),
  url: link.nullable().optional(),
  image_url: link.nullable().optional(),
});

const wishlistBody = z.object({
  name: text(100, 'Please give the wishlist a name'),
  description: text(1000).nullable().optional(),
});

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
    created_at: z.string(),
  })
  .meta({ id: 'Wishlist' });

const detailSchema = wishlistSchema
  .extend({ items: z.array(sharedItemSchema), share_links: z.array(shareLinkSchema) })
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
      const list = await wishlists.findOwned(requireUuid(rawId, 'Wishlist'), user.id);
      if (!list) throw notFound('Wishlist not found.', 'WISHLIST_NOT_FOUND');
      return { user, list };
    };
    const wishlistJson = (row: { id: string; name: string; description: string | null; created_at: Date }) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      created_at: row.created_at.toISOString(),
    });
    const shareJson = (row: { token: string; expires_at: Date | null; revoked_at: Date | null; created_at: Date }) => ({
      token: row.token,
      path: `/wishlist/${row.token}`,
      expires_at: row.expires_at?.toISOString() ?? null,
      revoked: row.revoked_at !== null,
      created_at: row.created_at.toISOString(),
    });
    const detail = async (list: { id: string; name: string; description: string | null; created_at: Date }) => ({
      ...wishlistJson(list),
      items: (await wishlists.items(list.id)).map((row) => sharedItem(row, null, true)),
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
          response: { 200: z.array(wishlistSchema.extend({ item_count: z.number().int() })), ...errors() },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return (await wishlists.listOwned(user.id)).map((row) => ({
          ...wishlistJson(row),
          item_count: row.item_count ?? 0,
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
          summary: 'Rename or describe a wishlist',
          params: idParams,
          body: wishlistBody.partial(),
          response: { 200: detailSchema, ...errors(400, 404, 429) },
        },
      },
      async (request) => {
        const { list } = await owned(request, request.params.id);
        const updated = await wishlists.update(list.id, request.body);
        return detail(updated);
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
          body: itemBody.partial(),
          response: { 200: detailSchema, ...errors(400, 404, 429) },
        },
      },
      async (request) => {
        const { list } = await owned(request, request.params.id);
        const itemId = requireUuid(request.params.itemId, 'Item');
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
          const itemId = requireUuid(request.params.itemId, 'Item');
          if (!(await wishlists.retireItem(list.id, itemId, how))) {
            throw notFound('Item not found.', 'ITEM_NOT_FOUND');
          }
          // Received or removed, it vanishes for everyone (spec §4).
          await announce(list.id, itemId, 'removed');
          return detail(list);
        },
      );
    }

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
        return detail(list);
      },
    );
  };
