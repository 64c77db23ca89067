import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { IdentityDb, IdentitySchema, UserStatus } from '../db.ts';
import { createVerifier } from '../srp.ts';

/** A user of the pool as stored. */
export type User = Selectable<IdentitySchema['identity.users']>;

/** The pool's users (identity.users): their names, attributes, status, groups and SRP password verifiers. */
export function userStore(db: IdentityDb, poolName: string) {
  return {
    find(username: string) {
      return db
        .selectFrom('identity.users')
        .selectAll()
        .where('username', '=', username.trim().toLowerCase())
        .executeTakeFirst();
    },

    findBySub(sub: string) {
      return db.selectFrom('identity.users').selectAll().where('sub', '=', sub).executeTakeFirst();
    },

    /** Creates a user; the password becomes an SRP salt and verifier keyed by the user's sub. */
    async create(values: {
      sub?: string;
      email: string;
      name: string | null;
      password: string;
      status: UserStatus;
      emailVerified: boolean;
      groups?: string[];
    }) {
      const sub = values.sub ?? randomUUID();
      const { salt, verifier } = createVerifier(poolName, sub, values.password);
      await db
        .insertInto('identity.users')
        .values({
          sub,
          username: values.email.trim().toLowerCase(),
          email: values.email.trim().toLowerCase(),
          name: values.name,
          email_verified: values.emailVerified,
          status: values.status,
          srp_salt: salt,
          srp_verifier: verifier,
          groups: values.groups ?? [],
        })
        .execute();
      return sub;
    },

    async setPassword(sub: string, password: string, status?: UserStatus) {
      const { salt, verifier } = createVerifier(poolName, sub, password);
      await db
        .updateTable('identity.users')
        .set({ srp_salt: salt, srp_verifier: verifier, updated_at: new Date(), ...(status ? { status } : {}) })
        .where('sub', '=', sub)
        .execute();
    },

    async setStatus(sub: string, status: UserStatus, emailVerified?: boolean) {
      await db
        .updateTable('identity.users')
        .set({
          status,
          updated_at: new Date(),
          ...(emailVerified !== undefined ? { email_verified: emailVerified } : {}),
        })
        .where('sub', '=', sub)
        .execute();
    },

    /** The user's display name (the `name` attribute); null removes it. */
    async setName(sub: string, name: string | null) {
      await db.updateTable('identity.users').set({ name, updated_at: new Date() }).where('sub', '=', sub).execute();
    },

    async addToGroup(sub: string, group: string) {
      await db
        .updateTable('identity.users')
        .set({ groups: sql<string[]>`array(select distinct unnest(groups || ARRAY[${group}]::text[]))` })
        .where('sub', '=', sub)
        .execute();
    },

    /** Deletes the user; their sessions, codes and challenges go with them (ON DELETE CASCADE). */
    async remove(sub: string) {
      await db.deleteFrom('identity.users').where('sub', '=', sub).execute();
    },
  };
}
