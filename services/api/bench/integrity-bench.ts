// npm run bench:integrity — load without loss. 200 simulated users vote, change and remove votes on the same 20 items
// for BENCH_INTEGRITY_SECONDS (30), while others comment, claim and cancel claims on the shared demo wishlist and its
// owner edits it; on PGlite (one instance) and on PostgreSQL (two instances behind a round-robin proxy). Then the data
// is checked: every item's counts equal its stored votes, each user's last answered vote is the stored one, every
// comment answered 201 is stored and counted, each wishlist item has at most one claim and it is held by the last
// user told "claimed". Prints requests, answers by status, p50/p99 per kind of call, and mismatches (must be 0).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { freshDatabase, startPostgresCluster } from '@koester/db/testing/postgres-cluster';
import { DEMO_ACCOUNTS } from '@koester/shared/demo/demo-accounts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedBenchFeedback } from '../src/seed/bench-feedback.ts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { startTokenIssuer, type TestUser } from '../test/support/tokens.ts';

const SECONDS = Number(process.env.BENCH_INTEGRITY_SECONDS ?? 30);
const USERS = 200;
const ITEMS = 20;
const WISHLIST = '5eed0000-0000-4000-8000-000000000001';
const GIFTS = [101, 103, 104, 105].map((n) => `5eed0000-0000-4000-8000-${String(n).padStart(12, '0')}`);

type Kind = 'vote' | 'comment' | 'claim' | 'unclaim' | 'edit';
interface Answer {
  kind: Kind;
  status: number;
  ms: number;
}

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
  const users: TestUser[] = Array.from({ length: USERS }, (_, i) => ({
    sub: `integrity-${i}`,
    email: `integrity${i}@example.test`,
    name: `User ${i}`,
  }));
  const tokens = users.map((user) => issuer.idToken(user));
  const owner = issuer.idToken({ sub: DEMO_ACCOUNTS.demo.sub, email: DEMO_ACCOUNTS.demo.email, name: 'Demo' });

  const answers: Answer[] = [];
  /** What each user was last told about each item: their vote, by "user item". */
  const lastVote = new Map<string, string | null>();
  /** Comments answered 201, by id. */
  const comments = new Set<string>();
  /** Per gift: the user last told "claimed" by a 200 and not told "unclaimed" since. */
  const holder = new Map<string, string | null>();

  const call = async (kind: Kind, method: string, path: string, token: string, body?: unknown) => {
    const started = performance.now();
    let status: number;
    let json: { id?: string; user_vote?: string | null } | undefined;
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      status = response.status;
      const text = await response.text();
      json = text ? JSON.parse(text) : undefined;
    } catch {
      status = 0;
    }
    answers.push({ kind, status, ms: performance.now() - started });
    return { status, json };
  };

  const until = Date.now() + SECONDS * 1000;
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  await Promise.all(
    users.map(async (user, u) => {
      while (Date.now() < until) {
        const roll = Math.random();
        if (roll < 0.6) {
          const item = pick(items);
          const { status, json } = await call('vote', 'POST', `/feedback/${item}/vote`, tokens[u]!, {
            upvote: Math.random() < 0.7,
          });
          if (status === 200) lastVote.set(`${user.sub} ${item}`, json?.user_vote ?? null);
        } else if (roll < 0.7) {
          const { status, json } = await call('comment', 'POST', `/feedback/${pick(items)}/comments`, tokens[u]!, {
            content: `Load comment ${u}-${answers.length}`,
          });
          if (status === 201 && json?.id) comments.add(json.id);
        } else if (roll < 0.95) {
          const gift = pick(GIFTS);
          const claiming = Math.random() < 0.5;
          const { status } = await call(
            claiming ? 'claim' : 'unclaim',
            claiming ? 'POST' : 'DELETE',
            `/public/wishlists/demo/items/${gift}/claim`,
            tokens[u]!,
          );
          if (status === 200 && claiming) holder.set(gift, user.sub);
          if (status === 200 && !claiming && holder.get(gift) === user.sub) holder.set(gift, null);
        } else {
          await call('edit', 'PATCH', `/wishlists/${WISHLIST}/items/${pick(GIFTS)}`, owner, {
            description: `Edited ${answers.length}`,
          });
        }
      }
    }),
  );

  // The data, read straight from the database.
  const mismatches: string[] = [];
  for (const kind of ['vote', 'comment', 'claim'] as const) {
    if (!answers.some((answer) => answer.kind === kind && answer.status < 300)) mismatches.push(`no ${kind} succeeded`);
  }
  const counts = await sql<{ id: string; upvotes: number; downvotes: number; up: number; down: number }>`
    SELECT f.id, f.upvotes, f.downvotes,
           count(v.*) FILTER (WHERE v.upvote)::int AS up, count(v.*) FILTER (WHERE NOT v.upvote)::int AS down
      FROM feedback f LEFT JOIN feedback_votes v ON v.feedback_id = f.id GROUP BY f.id`.execute(first.db);
  for (const row of counts.rows) {
    if (row.upvotes !== row.up || row.downvotes !== row.down) mismatches.push(`counts of ${row.id}`);
  }
  const votes = await first.db.selectFrom('feedback_votes').select(['feedback_id', 'user_id', 'upvote']).execute();
  const stored = new Map(votes.map((v) => [`${v.user_id} ${v.feedback_id}`, v.upvote ? 'upvote' : 'downvote']));
  for (const [key, told] of lastVote) if ((stored.get(key) ?? null) !== told) mismatches.push(`vote ${key}`);
  const commentRows = await first.db.selectFrom('feedback_comments').select('id').execute();
  const storedComments = new Set(commentRows.map((row) => row.id));
  for (const id of comments) if (!storedComments.has(id)) mismatches.push(`comment ${id}`);
  const commentCounts = await sql<{ id: string }>`
    SELECT f.id FROM feedback f
     WHERE f.comment_count <> (SELECT count(*) FROM feedback_comments c WHERE c.feedback_id = f.id)`.execute(first.db);
  for (const row of commentCounts.rows) mismatches.push(`comment count of ${row.id}`);
  const claims = await first.db.selectFrom('wishlist_claims').select(['item_id', 'user_id']).execute();
  for (const gift of GIFTS) {
    const held = claims.filter((claim) => claim.item_id === gift);
    if (held.length > 1) mismatches.push(`claims of ${gift}`);
    if (holder.has(gift) && (held[0]?.user_id ?? null) !== holder.get(gift)) mismatches.push(`holder of ${gift}`);
  }

  proxy?.close();
  for (const app of apps) await app.close();
  for (const database of databases) await database.close();
  await issuer.close();
  return { backend: `${backend}${apps.length > 1 ? ' ×2' : ''}`, answers, mismatches };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;
};

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
  for (const kind of ['vote', 'comment', 'claim', 'unclaim', 'edit'] as const) {
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
