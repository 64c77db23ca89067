// The API as the benchmark measures it, in its own process: real storage, real token verification,
// write rate limits out of the way, plus a bare hello route on the same server for comparison.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedBenchFeedback } from '../src/seed/bench-feedback.ts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { seedDueReminders } from '../test/support/reminder-rig.ts';
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
// A list worth listing and searching: 100 varied items with votes beside the demo data's 6.
await seedBenchFeedback(database.db, 106);
// A user with 200 people, each with a birthday and its reminder: GET /people lists them by the next date.
const peopleUser = { sub: 'bench-people', email: 'people@example.test', name: 'People' };
if (!(await database.db.selectFrom('people').select('id').where('user_id', '=', peopleUser.sub).executeTakeFirst())) {
  await seedDueReminders(database.db, peopleUser.sub, 200, new Date('2027-06-14T06:00:00Z'));
}
const config = {
  ...loadConfig({}),
  seed: false,
  writesPerMinute: 1e9,
  streamsPerIp: 100_000,
  auth: { ...loadConfig({}).auth, jwksUrl: issuer.jwksUrl },
};
const app = await buildApp({ config, database, logger: false });
app.get('/prod/bench-hello', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address() as { port: number };
const tokens = Array.from({ length: 200 }, (_, i) =>
  issuer.idToken({ sub: `bench-user-${i}`, email: `b${i}@example.test`, name: `B${i}` }),
);
process.send?.({
  port: address.port,
  tokens,
  feedbackId: '5eed0000-0000-4000-8000-000000000206',
  peopleToken: issuer.idToken(peopleUser),
});
// Exit normally when asked, so profilers (--cpu-prof) can write their output.
process.on('message', (message) => {
  if (message === 'stop')
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
});
