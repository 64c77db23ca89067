import type { IdentityDb } from '../db.ts';

/** The pool's sign-in sessions (identity.sessions): their hashed refresh tokens and when they were revoked. */
export function sessionStore(db: IdentityDb) {
  return {
    /**
     * Starts a sign-in session: the refresh token is stored hashed, the origin_jti ties its tokens to it. `createdAt` is
     * when the user authenticated: the auth_time of every token of the session, refreshed or not.
     */
    async create(values: {
      originJti: string;
      sub: string;
      refreshTokenHash: string;
      createdAt: Date;
      expiresAt: Date;
    }) {
      await db
        .insertInto('identity.sessions')
        .values({
          origin_jti: values.originJti,
          created_at: values.createdAt,
          sub: values.sub,
          refresh_token_hash: values.refreshTokenHash,
          revoked_at: null,
          expires_at: values.expiresAt,
        })
        .execute();
    },

    findByOriginJti(originJti: string) {
      return db.selectFrom('identity.sessions').selectAll().where('origin_jti', '=', originJti).executeTakeFirst();
    },

    findByRefreshTokenHash(refreshTokenHash: string) {
      return db
        .selectFrom('identity.sessions')
        .selectAll()
        .where('refresh_token_hash', '=', refreshTokenHash)
        .executeTakeFirst();
    },

    async revokeByRefreshTokenHash(refreshTokenHash: string) {
      await db
        .updateTable('identity.sessions')
        .set({ revoked_at: new Date() })
        .where('refresh_token_hash', '=', refreshTokenHash)
        .execute();
    },

    /** Revokes the user's sign-in sessions (their refresh and access tokens), all or all but one. */
    async revokeForUser(sub: string, exceptOriginJti?: string) {
      let update = db
        .updateTable('identity.sessions')
        .set({ revoked_at: new Date() })
        .where('sub', '=', sub)
        .where('revoked_at', 'is', null);
      if (exceptOriginJti) update = update.where('origin_jti', '!=', exceptOriginJti);
      await update.execute();
    },
  };
}
