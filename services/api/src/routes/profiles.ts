import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldCheckFailure, notFound } from '../errors.ts';
import { requireUser } from '../plugins/auth.ts';
import type { profileRepository } from '../repositories/profile-repository.ts';
import { errors } from './schemas.ts';

const profileSchema = z
  .object({ user_id: z.string(), name: z.string(), email: z.string(), created_at: z.string() })
  .meta({ id: 'Profile' });

/** /profiles: the caller's own profile (spec §3, §7). */
export const profileRoutes =
  (profiles: ReturnType<typeof profileRepository>): FastifyPluginAsyncZod =>
  async (app) => {
    const toJson = (row: { user_id: string; name: string; email: string; created_at: Date }) => ({
      ...row,
      created_at: row.created_at.toISOString(),
    });

    app.get(
      '/profiles',
      {
        schema: {
          tags: ['profiles'],
          summary: 'My profile (404 until created)',
          response: { 200: profileSchema, ...errors(404) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const profile = await profiles.find(user.id);
        if (!profile) throw notFound('No profile yet.', 'PROFILE_NOT_FOUND');
        return toJson(profile);
      },
    );

    app.post(
      '/profiles',
      {
        schema: {
          tags: ['profiles'],
          summary: 'Create my profile, or update its name',
          body: z.object({
            name: z
              .string()
              .max(200)
              .optional()
              .meta({ description: 'Trimmed and cut to 100 characters; empty or absent becomes "User".' }),
            email: z.string().max(320).meta({ description: 'Must be the verified email of the signed-in user.' }),
          }),
          response: { 200: profileSchema, 201: profileSchema, ...errors(400, 429) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const email = request.body.email.trim().toLowerCase();
        // The profile's email is the verified one of the token.
        if (email !== user.email)
          throw fieldCheckFailure('email', 'EMAIL_MISMATCH', 'The email must be the one you signed in with.');
        // Spec §4: a profile created without a name is called "User".
        const name = request.body.name?.trim().slice(0, 100) || 'User';
        const { profile, created } = await profiles.upsert({ userId: user.id, name, email });
        return reply.status(created ? 201 : 200).send(toJson(profile));
      },
    );
  };
