import { sql } from 'kysely';
import type { IdentityDb } from '../db.ts';

/** The pool's pending sign-in challenges (identity.challenges), keyed by their session string. */
export function challengeStore(db: IdentityDb) {
  return {
    /** A pending challenge (PASSWORD_VERIFIER, NEW_PASSWORD_REQUIRED), keyed by its session string. */
    async open(values: { session: string; sub: string; name: string; data: unknown; expiresAt: Date }) {
      await db
        .insertInto('identity.challenges')
        .values({
          session: values.session,
          sub: values.sub,
          name: values.name,
          data: JSON.stringify(values.data),
          expires_at: values.expiresAt,
        })
        .execute();
    },

    /**
     * The unexpired challenges of the name the user has open from the IP (expired ones are dropped first): how many,
     * and when the first of them expires.
     */
    async countOpen(sub: string, name: string, ip: string) {
      await db.deleteFrom('identity.challenges').where('expires_at', '<', new Date()).execute();
      const open = await db
        .selectFrom('identity.challenges')
        .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('expires_at').as('first_expiry')])
        .where('sub', '=', sub)
        .where('name', '=', name)
        .where(sql<boolean>`data->>'ip' = ${ip}`)
        .executeTakeFirstOrThrow();
      return { count: Number(open.count), firstExpiry: open.first_expiry ? new Date(open.first_expiry) : null };
    },

    /** Takes (reads and removes) an open challenge: null when there is none or it expired. */
    async take(session: string, name: string) {
      const challenge = await db
        .selectFrom('identity.challenges')
        .selectAll()
        .where('session', '=', session)
        .where('name', '=', name)
        .executeTakeFirst();
      if (!challenge || challenge.expires_at.getTime() < Date.now()) return null;
      await db.deleteFrom('identity.challenges').where('session', '=', session).execute();
      const data = (typeof challenge.data === 'string' ? JSON.parse(challenge.data) : challenge.data) as Record<
        string,
        string
      >;
      return { sub: challenge.sub, data };
    },
  };
}
