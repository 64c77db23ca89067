import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLAN_IDS } from '@koester/contract/plans/plan-ids';
import { PROFILE_LIMITS, validateProfileName } from '@koester/contract/validation/profile-rules';
import { fieldCheckFailure, notFound } from '../errors.ts';
import { requireUser } from '../plugins/auth.ts';
import { withRule } from '../plugins/validation.ts';
import type { profileRepository } from '../repositories/profile-repository.ts';
import { errors } from './schemas.ts';

type ProfileRepository = ReturnType<typeof profileRepository>;
type ProfileRow = NonNullable<Awaited<ReturnType<ProfileRepository['find']>>>;

const profileSchema = z
  .object({
    user_id: z.string(),
    name: z.string(),
    email: z.string(),
    created_at: z.string(),
    plan: z.enum(PLAN_IDS).meta({
      description:
        "The plan of the user's most recent paid checkout session, or free: the plan as far as the site knows it.",
    }),
  })
  .meta({ id: 'Profile' });

/**
 * A new name, checked by the shared rule. The schema's limit is generous on purpose: the rule counts after removing
 * invisible characters and answers its own codes (NAME_REQUIRED, NAME_TOO_LONG, DANGEROUS_CONTENT, INVALID_CHARACTER),
 * which a schema limit would otherwise pre-empt.
 */
const renameBody = withRule(
  z.object({
    name: z
      .string()
      .max(1000)
      .meta({
        description: `Required, at most ${PROFILE_LIMITS.nameMax} characters once invisible characters are removed and it is trimmed. Refused if it contains script tags, javascript:, alert(, document.cookie, localStorage, sessionStorage or eval(, or a control character. Stored as cleaned, not escaped.`,
      }),
  }),
  (body) => {
    if (typeof body.name !== 'string') return { ok: true, value: {} };
    const rule = validateProfileName(body.name);
    return rule.ok ? { ok: true, value: { name: rule.value } } : rule;
  },
);

/**
 * A new profile: the name follows the same rule as a rename, except that an absent or blank one becomes "User"
 * (spec §4), so this is no way around the rule.
 */
const createBody = withRule(
  z.object({
    name: z
      .string()
      .max(1000)
      .optional()
      .meta({ description: 'As for PATCH /profiles; absent, or blank once cleaned, becomes "User".' }),
    email: z.string().max(320).meta({ description: 'Must be the verified email of the signed-in user.' }),
  }),
  (body) => {
    const rule = validateProfileName(typeof body.name === 'string' ? body.name : '');
    if (rule.ok) return { ok: true, value: { name: rule.value } };
    return rule.errors.name?.code === 'NAME_REQUIRED' ? { ok: true, value: { name: 'User' } } : rule;
  },
);

/** /profiles: the caller's own profile (spec §3, §7), with the plan the site knows of. */
export const profileRoutes =
  (profiles: ProfileRepository): FastifyPluginAsyncZod =>
  async (app) => {
    const toJson = async (row: ProfileRow) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      plan: await profiles.plan(row.user_id),
    });

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
  };
