import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProfileRepository } from '../../repositories/profile-repository.ts';
import { ownProfile } from './own-profile.ts';

/** /profiles: the caller's own profile. */
export const profileRoutes =
  (profiles: ProfileRepository): FastifyPluginAsyncZod =>
  async (app) => {
    ownProfile(app, profiles);
  };
