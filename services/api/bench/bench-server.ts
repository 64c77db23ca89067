// The API as the benchmark measures it, in its own process: real storage, real token verification,
// write rate limits out of the way, plus a bare hello route on the same server for comparison.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { startTokenIssuer } from '../test/support/tokens.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const issuer = await startTokenIssuer();
const database = await openDatabase(
  databaseUrl
    ? { databaseUrl, poolSize: 20 }
    : { dataDir: mkdtempSync(path.join(os.tmpdir(), 'koester-bench-pglite-')) },
);
await migrate(database.db);
await seedDemoData(database.db);
// A list worth listing: 100 items with votes.
for (let i = 0; i < 100; i++) {
  const { id } = await database.db
    .insertInto('feedback')
    .values({
      title: `Idea ${i}`,
      description: `A description of idea number ${i}, long enough.`,
      type: i % 2 ? 'bug' : 'feature',
      user_id: `u${i}`,
      author_is_admin: false,
      is_anonymous: i % 7 === 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('feedback_votes')
    .values(Array.from({ length: i % 10 }, (_, v) => ({ feedback_id: id, user_id: `voter${v}`, upvote: v % 3 !== 0 })))
    .execute()
    .catch(() => undefined);
}
const config = {
  ...loadConfig({}),
  seed: false,
  writesPerMinute: 1e9,
  auth: { ...loadConfig({}).auth, jwksUrl: issuer.jwksUrl },
};
const app = await buildApp({ config, database, logger: false });
app.get('/prod/bench-hello', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address() as { port: number };
const tokens = Array.from({ length: 200 }, (_, i) =>
  issuer.idToken({ sub: `bench-user-${i}`, email: `b${i}@example.test`, name: `B${i}` }),
);
process.send?.({ port: address.port, tokens, feedbackId: '5eed0000-0000-4000-8000-000000000206' });
// Exit normally when asked, so profilers (--cpu-prof) can write their output.
process.on('message', (message) => {
  if (message === 'stop')
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
});
