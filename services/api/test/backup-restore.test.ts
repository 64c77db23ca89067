import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_DATA } from '@koester/contract/demo/demo-accounts';
import { freshDatabase, postgresBinary } from '@koester/db/testing/postgres-cluster';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { startTestApi, USERS, type TestApi } from './support/test-api.ts';
import type { TestUser } from './support/tokens.ts';

// The small-scale rehearsal of docs/reliability.md ("Backups and restore"): a database with the demo data and a few
// writes on top is dumped with pg_dump -Fc, restored with pg_restore --no-owner into a new empty database, and a
// second API on the copy must answer as the first did, see its schema as current, and take new writes.

const demo: TestUser = { sub: DEMO_ACCOUNTS.demo.sub, email: DEMO_ACCOUNTS.demo.email, name: 'Demo' };
const MIGRATION_FILES = readdirSync(path.join(import.meta.dirname, '../migrations'))
  .filter((file) => file.endsWith('.sql'))
  .sort();

/** Rows per table of the public schema, as `{ table: count }`. */
async function rowCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(name)}`.execute(db);
    counts[name] = rows[0]!.n;
  }
  return counts;
}

/** The schema's triggers, indexes, functions and sequences (with their positions): what a dump must carry over. */
async function schemaObjects(db: Kysely<Database>) {
  const triggers = await sql`
    SELECT c.relname AS table_name, t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND NOT t.tgisinternal
    ORDER BY 1, 2`.execute(db);
  const indexes = await sql`
    SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1, 2`.execute(db);
  const functions = await sql`
    SELECT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public' ORDER BY 1`.execute(db);
  const sequences = await sql`
    SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`.execute(db);
  return { triggers: triggers.rows, indexes: indexes.rows, functions: functions.rows, sequences: sequences.rows };
}

const appliedMigrations = async (db: Kysely<Database>) =>
  (
    await sql<{
      name: string;
      applied_at: Date;
    }>`SELECT name, applied_at FROM koester_migrations ORDER BY name`.execute(db)
  ).rows;

describe('a pg_dump of the API database, restored into a new database', () => {
  let original: TestApi;
  let restored: TestApi;
  let restoredUrl: string;
  let dump: Buffer;
  let aliceWishlistId: string;
  let votedId: string;
  let commentId: string;
  let revokedAt: number;
  /** Answers of the original API just before the dump, by name. */
  const before: Record<string, unknown> = {};
  let countsBefore: Record<string, number>;
  let schemaBefore: Awaited<ReturnType<typeof schemaObjects>>;
  let migrationsBefore: Awaited<ReturnType<typeof appliedMigrations>>;
  let migratedOnRestore: string[];

  /** The answers compared across the two instances, each read as the same user. */
  const readings = (api: TestApi) => ({
    list: () => api.call('GET', '/feedback?limit=100'),
    top: () => api.call('GET', '/feedback?limit=100&sort=top', { token: api.token(USERS.alice) }),
    comments: () => api.call('GET', `/feedback/${votedId}/comments`),
    sharedWishlist: () =>
      api.call('GET', `/public/wishlists/${DEMO_DATA.wishlistToken}`, { token: api.token(USERS.alice) }),
    aliceProfile: () => api.call('GET', '/profiles', { token: api.token(USERS.alice) }),
    aliceWishlists: () => api.call('GET', '/wishlists', { token: api.token(USERS.alice) }),
    aliceWishlist: () => api.call('GET', `/wishlists/${aliceWishlistId}`, { token: api.token(USERS.alice) }),
    demoWishlists: () => api.call('GET', '/wishlists', { token: api.token(demo) }),
  });

  beforeAll(async () => {
    original = await startTestApi('postgres');
    await seedDemoData(original.db);
    const alice = original.token(USERS.alice);

    // Writes through the API on top of the seed: a vote, a comment, a claim, a user's own profile and wishlist, and a
    // revocation mark.
    const list = await original.call('GET', '/feedback?limit=100');
    votedId = list.body.items.find((item: { title: string }) => item.title === 'Donkere modus').id;
    expect(
      (await original.call('POST', `/feedback/${votedId}/vote`, { token: alice, body: { upvote: true } })).status,
    ).toBe(200);
    const comment = await original.call('POST', `/feedback/${votedId}/comments`, {
      token: alice,
      body: { content: 'Graag, vooral voor het lezen in bed.' },
    });
    expect(comment.status).toBe(201);
    commentId = comment.body.id;
    const shared = await original.call('GET', `/public/wishlists/${DEMO_DATA.wishlistToken}`);
    const book = shared.body.items.find((item: { title: string }) => item.title.startsWith('Boek'));
    expect(
      (
        await original.call('POST', `/public/wishlists/${DEMO_DATA.wishlistToken}/items/${book.id}/claim`, {
          token: alice,
        })
      ).status,
    ).toBe(200);
    expect(
      (await original.call('POST', '/profiles', { token: alice, body: { email: USERS.alice.email, name: 'Alice' } }))
        .status,
    ).toBe(201);
    const wishlist = await original.call('POST', '/wishlists', { token: alice, body: { name: 'Housewarming' } });
    expect(wishlist.status).toBe(201);
    aliceWishlistId = wishlist.body.id;
    expect(
      (
        await original.call('POST', `/wishlists/${aliceWishlistId}/items`, {
          token: alice,
          body: { title: 'Citroenboompje', price: 24.5 },
        })
      ).status,
    ).toBe(201);
    revokedAt = Math.floor(Date.now() / 1000);
    expect((await original.call('POST', '/sessions/revoke', { token: original.token(USERS.bob) })).status).toBe(204);

    for (const [name, read] of Object.entries(readings(original))) before[name] = (await read()).body;
    countsBefore = await rowCounts(original.db);
    schemaBefore = await schemaObjects(original.db);
    migrationsBefore = await appliedMigrations(original.db);

    // The backup and the restore, with the cluster's own programs: the custom format through a pipe.
    dump = postgresBinary('pg_dump', ['-Fc', '--dbname', original.databaseUrl!]);
    restoredUrl = await freshDatabase(inject('postgresUrl'));
    postgresBinary('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--dbname', restoredUrl], dump);

    // What the API's start does first: migrate. On the copy it must find nothing to apply.
    const copy = await openDatabase({ databaseUrl: restoredUrl });
    try {
      migratedOnRestore = await migrate(copy.db);
    } finally {
      await copy.close();
    }
    restored = await startTestApi('postgres', { databaseUrl: restoredUrl });
  });
  afterAll(async () => {
    await restored?.close();
    await original?.close();
  });

  it('is a custom-format archive holding more than the seed', () => {
    expect(dump.subarray(0, 5).toString('latin1')).toBe('PGDMP');
    expect(countsBefore).toMatchObject({
      feedback_votes: 6,
      feedback_comments: 4,
      wishlist_claims: 2,
      profiles: 3,
      wishlists: 3,
      session_revocations: 1,
    });
    expect(restored.databaseUrl).toBe(restoredUrl);
    expect(restoredUrl).not.toBe(original.databaseUrl);
  });

  it('holds every table with as many rows, and the same triggers, indexes, functions and sequences', async () => {
    expect(await rowCounts(restored.db)).toEqual(countsBefore);
    expect(await schemaObjects(restored.db)).toEqual(schemaBefore);
  });

  it('serves the feedback list with the same counts, the vote and the comment', async () => {
    const read = readings(restored);
    const list = await read.list();
    expect(list.status).toBe(200);
    expect(list.body).toEqual(before.list);
    expect(list.body.total).toBe(6);
    const voted = list.body.items.find((item: { id: string }) => item.id === votedId);
    expect(voted).toMatchObject({ title: 'Donkere modus', upvotes: 2, downvotes: 0, comment_count: 1 });
    expect((await read.top()).body).toEqual(before.top);
    // Alice's own vote is hers again on the copy.
    expect((await read.top()).body.items.find((item: { id: string }) => item.id === votedId)).toMatchObject({
      user_vote: 'upvote',
    });
    const comments = await read.comments();
    expect(comments.body).toEqual(before.comments);
    expect(comments.body).toEqual([
      expect.objectContaining({ id: commentId, content: 'Graag, vooral voor het lezen in bed.' }),
    ]);
  });

  it('serves the shared demo wishlist with both reservations, Alice seeing hers as her own', async () => {
    const shared = await readings(restored).sharedWishlist();
    expect(shared.status).toBe(200);
    expect(shared.body).toEqual(before.sharedWishlist);
    const byTitle = (start: string) =>
      shared.body.items.find((item: { title: string }) => item.title.startsWith(start));
    expect(byTitle('Boek')).toMatchObject({ claim_status: 'claimed', is_mine: true, claimed_by_name: 'Alice' });
    expect(byTitle('Keramieken')).toMatchObject({ claim_status: 'claimed', is_mine: false });
  });

  it("serves a signed-in user's own profile, wishlists and payment as before", async () => {
    const read = readings(restored);
    for (const name of ['aliceProfile', 'aliceWishlists', 'aliceWishlist', 'demoWishlists'] as const) {
      const answer = await read[name]();
      expect(answer.status, name).toBe(200);
      expect(answer.body, name).toEqual(before[name]);
    }
    expect((await read.aliceWishlists()).body).toEqual([
      expect.objectContaining({ id: aliceWishlistId, name: 'Housewarming', item_count: 1 }),
    ]);
    expect((await read.demoWishlists()).body).toHaveLength(2);
    const paid = await restored.call('POST', '/api/verify-payment', {
      token: restored.token(demo),
      body: { sessionId: DEMO_DATA.paidCheckoutSession, userId: demo.sub },
    });
    expect(paid.body).toEqual({ ok: true, plan: 'pro' });
  });

  it('keeps a session revocation made before the dump', async () => {
    const older = revokedAt - 60;
    const voided = restored.tokens.idToken(USERS.bob, { auth_time: older, iat: older });
    expect((await restored.call('GET', '/wishlists', { token: voided })).body).toMatchObject({
      status: 401,
      code: 'TOKEN_REVOKED',
    });
  });

  it('sees the restored schema as current: migrating applies nothing and records nothing new', async () => {
    expect(migrationsBefore.map((m) => m.name)).toEqual(MIGRATION_FILES);
    expect(migratedOnRestore).toEqual([]);
    // The second API's own start migrated too, and left the record as the dump had it.
    expect(await appliedMigrations(restored.db)).toEqual(migrationsBefore);
    expect(await migrate(restored.db)).toEqual([]);
  });

  it('takes new writes: a feedback item, a vote and a comment, counted by the restored triggers', async () => {
    // A session of Bob's from after his revocation: its second may still be the revocation's, which voids every
    // session up to and including it.
    const later = revokedAt + 1;
    const bob = restored.tokens.idToken(USERS.bob, { auth_time: later, iat: later });
    const created = await restored.call('POST', '/feedback', {
      token: bob,
      body: { title: 'Na het terugzetten', description: 'Een nieuw punt op de teruggezette database.', type: 'bug' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ upvotes: 0, user_id: USERS.bob.sub });
    expect(
      (await restored.call('POST', `/feedback/${created.body.id}/vote`, { token: bob, body: { upvote: true } })).body
        .item,
    ).toMatchObject({ upvotes: 1 });
    expect(
      (
        await restored.call('POST', `/feedback/${created.body.id}/comments`, {
          token: restored.token(USERS.alice),
          body: { content: 'Werkt hier ook.' },
        })
      ).status,
    ).toBe(201);
    const list = await restored.call('GET', '/feedback?limit=100');
    expect(list.body.total).toBe(7);
    expect(list.body.items.find((item: { id: string }) => item.id === created.body.id)).toMatchObject({
      upvotes: 1,
      comment_count: 1,
    });
    // The original is untouched by what the copy took.
    expect((await original.call('GET', '/feedback?limit=100')).body.total).toBe(6);
  });
});
