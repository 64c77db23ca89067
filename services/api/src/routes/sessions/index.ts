import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WishlistEvents } from '../../events/wishlist-events.ts';
import type { SessionRepository } from '../../repositories/session-repository.ts';
import { revokeSessions } from './revoke-sessions.ts';

/** /sessions: signing out everywhere. */
export const sessionRoutes =
  (sessions: SessionRepository, events: WishlistEvents): FastifyPluginAsyncZod =>
  async (app) => {
    revokeSessions(app, sessions, events);
  };
