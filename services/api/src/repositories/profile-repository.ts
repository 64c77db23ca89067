import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Profiles (spec §3): name and email of a user. */
export function profileRepository(db: Kysely<Database>) {
  const columns = ['user_id', 'name', 'email', 'created_at'] as const;
  return {
    find(userId: string) {
      return db.selectFrom('profiles').select(columns).where('user_id', '=', userId).executeTakeFirst();
    },
    /** Creates the profile, or updates its name and email; `created` tells which. */
    async upsert(values: { userId: string; name: string; email: string }) {
      const existing = await this.find(values.userId);
      const row = await db
        .insertInto('profiles')
        .values({ user_id: values.userId, name: values.name, email: values.email })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ name: values.name, email: values.email }))
        .returning(columns)
        .executeTakeFirstOrThrow();
      return { profile: row, created: !existing };
    },
    /** Renames the user's profile; undefined when the user has none. */
    rename(userId: string, name: string) {
      return db
        .updateTable('profiles')
        .set({ name })
        .where('user_id', '=', userId)
        .returning(columns)
        .executeTakeFirst();
    },
  };
}

export type ProfileRepository = ReturnType<typeof profileRepository>;

/** A profile as stored. */
export type ProfileRow = NonNullable<Awaited<ReturnType<ProfileRepository['find']>>>;
