import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdjustableClock } from '../../clock.ts';
import { errors } from '../../http/common-schemas.ts';

const clockSchema = z
  .object({ now: z.string(), due: z.number().int().meta({ description: 'Reminders found due and queued.' }) })
  .meta({ id: 'LocalClock' });

/**
 * /_local/clock, in the local run and the journeys only (KOESTER_DEV_CLOCK=true in development): sets the API's
 * clock, then hands out the reminders due at that moment, so a reminder of 08:00 can be seen to go out (and not one
 * minute before) without waiting for the morning. Never registered elsewhere.
 */
export const localClockRoutes =
  (clock: AdjustableClock, tick: () => Promise<number>): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/_local/clock',
      {
        schema: {
          tags: ['development'],
          summary: 'Set the clock and send the reminders due then (development only)',
          body: z.object({ now: z.iso.datetime({ offset: true }) }),
          response: { 200: clockSchema, ...errors(400) },
        },
      },
      async (request) => {
        clock.set(new Date(request.body.now));
        return { now: clock.now().toISOString(), due: await tick() };
      },
    );

    app.delete(
      '/_local/clock',
      {
        schema: {
          tags: ['development'],
          summary: 'Back to real time (development only)',
          response: { 200: clockSchema, ...errors() },
        },
      },
      async () => {
        clock.reset();
        return { now: clock.now().toISOString(), due: await tick() };
      },
    );
  };
