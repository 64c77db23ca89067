import type { ColumnType, Generated, Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '@koester/db/database';
import { findMigrationsDir, migrate } from '@koester/db/migrate';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type UserStatus = 'UNCONFIRMED' | 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD';

export interface IdentitySchema {
  'identity.users': {
    sub: string;
    username: string;
    email: string;
    name: string | null;
    email_verified: boolean;
    status: UserStatus;
    srp_salt: string;
    srp_verifier: string;
    groups: string[];
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  'identity.codes': {
    sub: string;
    purpose: 'signup' | 'reset';
    code: string;
    expires_at: Timestamp;
    used_at: Date | null;
    /** Tries of this code so far (a new code starts at 0); see CODE_TRIES in stores/codes.ts. */
    tries: Generated<number>;
    created_at: Generated<Date>;
  };
  'identity.challenges': { session: string; sub: string; name: string; data: unknown; expires_at: Timestamp };
  'identity.sessions': {
    origin_jti: string;
    sub: string;
    refresh_token_hash: string;
    revoked_at: Date | null;
    expires_at: Timestamp;
    created_at: Generated<Date>;
  };
  'identity.messages': {
    id: Generated<number>;
    email: string;
    subject: string;
    body: string;
    code: string | null;
    created_at: Generated<Date>;
  };
  'identity.failures': { key: string; count: number; window_start: Timestamp };
  'identity.signing_keys': { kid: string; private_pem: string; public_jwk: unknown; created_at: Generated<Date> };
  /** One row: the secret of the made-up accounts (actions/decoy.ts). */
  'identity.decoy_secret': { id: Generated<boolean>; secret: string; created_at: Generated<Date> };
}

export type IdentityDb = Kysely<IdentitySchema>;

const MIGRATIONS_DIR = findMigrationsDir(import.meta.dirname);

/** Opens and migrates the pool's storage: PGlite by default, its own schema on a PostgreSQL server. */
export async function openIdentityDatabase(options: DatabaseOptions): Promise<DatabaseHandle<IdentitySchema>> {
  const handle = await openDatabase<IdentitySchema>(options);
  await migrate(handle.db, { dir: MIGRATIONS_DIR, table: 'identity_migrations', lockId: 7_263_002 });
  return handle;
}
