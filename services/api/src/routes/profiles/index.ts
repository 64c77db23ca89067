import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentRepository } from '../../repositories/payment-repository.ts';
import type { ProfileRepository } from '../../repositories/profile-repository.ts';
import { ownProfile } from './own-profile.ts';

/** /profiles: the caller's own profile, with the plan their payments make theirs. */
export const profileRoutes =
  (profiles: ProfileRepository, payments: PaymentRepository): FastifyPluginAsyncZod =>
  async (app) => {
    ownProfile(app, profiles, payments);
  };
