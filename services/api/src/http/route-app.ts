import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The Fastify instance a handler module adds its routes to, typed by the routes' zod schemas. */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
