// npm run bench:integrity — load without loss. 200 simulated users vote, change and remove votes on the same 20 items
// for BENCH_INTEGRITY_SECONDS (30), while others comment, claim and cancel claims on the shared demo wishlist and its
// owner edits it; on PGlite (one instance) and on PostgreSQL (two instances behind a round-robin proxy). Then the data
// is checked: every item's counts equal its stored votes, each user's last answered vote is the stored one, every
// comment answered 201 is stored and counted, each wishlist item has at most one claim and it is held by the last
// user told "claimed". Prints requests, answers by status, p50/p99 per kind of call, and mismatches (must be 0).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freshDatabase, startPostgresCluster } from '@koester/db/testing/postgres-cluster';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedBenchFeedback } from '../src/seed/bench-feedback.ts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { startTokenIssuer } from '../test/support/tokens.ts';
import { checkIntegrity, KINDS, loadUsers, quantile, writeLoad } from './integrity-load.ts';

const SECONDS = Number(process.env.BENCH_INTEGRITY_SECONDS ?? 30);
const USERS = 200;
const ITEMS = 20;

/** A proxy that hands each request to the next target in turn (a load balancer in miniature). */
async function roundRobin(targets: number[]) {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((req, res) => {
    const port = targets[next++ % targets.length]!;
    const forward = http.request(
      // As a load balancer does, it asks for the name the API answers (the API's Host check).
      {
        host: '127.0.0.1',
        port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: `127.0.0.1:${port}` },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, close: () => server.close() };
}

async function run(backend: 'PGlite' | 'PostgreSQL', databaseUrl?: string) {
  const issuer = await startTokenIssuer();
  const open = () => openDatabase(databaseUrl ? { databaseUrl, poolSize: 20 } : {});
  const first = await open();
  await migrate(first.db);
  await seedDemoData(first.db);
  await seedBenchFeedback(first.db, ITEMS + 6);
  const databases: DatabaseHandle[] = [first, ...(databaseUrl ? [await open()] : [])];
  const config = {
    ...loadConfig({}),
    seed: false,
    writesPerMinute: 1e9,
    auth: { ...loadConfig({}).auth, jwksUrl: issuer.jwksUrl },
  };
  const apps = await Promise.all(databases.map((database) => buildApp({ config, database, logger: false })));
  const ports = await Promise.all(
    apps.map(async (app) => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      return (app.server.address() as AddressInfo).port;
    }),
  );
  const proxy = ports.length > 1 ? await roundRobin(ports) : null;
  const base = `http://127.0.0.1:${proxy?.port ?? ports[0]}/prod`;

  const items = (
    await first.db.selectFrom('feedback').select('id').orderBy('created_at', 'desc').limit(ITEMS).execute()
  ).map((row) => row.id);
  const until = Date.now() + SECONDS * 1000;
  const { users, owner } = loadUsers(USERS, issuer.idToken);
  const { answers, promised } = await writeLoad({ base, users, owner, items, going: () => Date.now() < until });

  // The data, read straight from the database.
  const mismatches = await checkIntegrity(first.db, promised);
  for (const kind of ['vote', 'comment', 'claim'] as const) {
    if (!answers.some((answer) => answer.kind === kind && answer.status < 300)) mismatches.push(`no ${kind} succeeded`);
  }

  proxy?.close();
  for (const app of apps) await app.close();
  for (const database of databases) await database.close();
  await issuer.close();
  return { backend: `${backend}${apps.length > 1 ? ' ×2' : ''}`, answers, mismatches };
}

const cluster = await startPostgresCluster();
const results = [];
try {
  results.push(await run('PGlite'));
  results.push(await run('PostgreSQL', await freshDatabase(cluster.url)));
} finally {
  cluster.stop();
}

console.log(`\nIntegrity under load: ${USERS} users for ${SECONDS} s on ${ITEMS} items and the demo wishlist\n`);
for (const { backend, answers, mismatches } of results) {
  const byStatus = new Map<number, number>();
  for (const answer of answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
  console.log(
    `${backend}: ${answers.length} requests; answers ${[...byStatus].map(([s, n]) => `${s}: ${n}`).join(', ')}`,
  );
  for (const kind of KINDS) {
    const times = answers.filter((answer) => answer.kind === kind).map((answer) => answer.ms);
    console.log(
      `  ${kind.padEnd(8)} ${String(times.length).padStart(7)}  p50 ${quantile(times, 0.5).toFixed(1)} ms  p99 ${quantile(times, 0.99).toFixed(1)} ms`,
    );
  }
  console.log(
    `  mismatches: ${mismatches.length}${mismatches.length ? ` (${mismatches.slice(0, 10).join('; ')})` : ''}`,
  );
}
if (results.some((result) => result.mismatches.length > 0)) process.exitCode = 1;
