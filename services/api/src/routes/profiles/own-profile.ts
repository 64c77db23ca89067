import { fieldCheckFailure, notFound } from '../../errors.ts';
import { errors } from '../../http/common-schemas.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { PaymentRepository } from '../../repositories/payment-repository.ts';
import type { ProfileRepository, ProfileRow } from '../../repositories/profile-repository.ts';
import { createBody, profileSchema, renameBody } from './schemas.ts';
import { ownProfileView } from './views.ts';

/** GET, POST and PATCH /profiles: the caller's own profile (spec §3, §7), with the plan the site knows of. */
export function ownProfile(app: RouteApp, profiles: ProfileRepository, payments: PaymentRepository): void {
  const toJson = async (row: ProfileRow) => ownProfileView(row, await payments.plan(row.user_id));

  const noProfile = () => notFound('No profile yet.', 'PROFILE_NOT_FOUND');

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
      const profile = await profiles.find(requireUser(request).id);
      if (!profile) throw noProfile();
      return toJson(profile);
    },
  );

  app.post(
    '/profiles',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Create my profile, or update its name',
        body: createBody,
        response: { 200: profileSchema, 201: profileSchema, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const email = request.body.email.trim().toLowerCase();
      // The profile's email is the verified one of the token.
      if (email !== user.email)
        throw fieldCheckFailure('email', 'EMAIL_MISMATCH', 'The email must be the one you signed in with.');
      // Spec §4: a profile created without a name is called "User" (the rule above has settled it).
      const name = request.body.name ?? 'User';
      const { profile, created } = await profiles.upsert({ userId: user.id, name, email });
      return reply.status(created ? 201 : 200).send(await toJson(profile));
    },
  );

  app.patch(
    '/profiles',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Rename myself (404 until my profile is created)',
        body: renameBody,
        response: { 200: profileSchema, ...errors(400, 404, 429) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const renamed = await profiles.rename(user.id, request.body.name);
      if (!renamed) throw noProfile();
      return toJson(renamed);
    },
  );
}
