// npm run bench:api — autocannon on loopback against the API, on PGlite and on PostgreSQL:
// GET /prod/feedback?limit=100 (as a visitor: kept in memory until the list changes; with If-None-Match: 304; with
// 100 connections; signed in: the query each time), a search of it sorted by votes, GET /prod/feedback/similar and
// POST /prod/feedback/{id}/vote, each beside a bare hello route of the
// same server, measured in the same run. Every case is warmed up in this process before it is measured.
// Then live streams (live-streams.ts): N open event streams and the delay from a claim's answer to its event. Then
// mail on PostgreSQL: reminders due at once (reminder-bench.ts) and a status change told to an item's followers
// (portal-fan-out-bench.ts).
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { freshDatabase, startPostgresCluster } from '@koester/db/testing/postgres-cluster';
import { CASES, type Case, type Server } from './api-cases.ts';
import { measureLiveStreams } from './live-streams.ts';
import { measurePortalFanOut } from './portal-fan-out-bench.ts';
import { measureReminders } from './reminder-bench.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const STREAM_COUNTS = (process.env.BENCH_STREAMS ?? '500,2000').split(',').map(Number);

function startServer(databaseUrl?: string): Promise<Server> {
  const child = fork(path.join(import.meta.dirname, 'bench-server.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) =>
      resolve({
        ...(message as Omit<Server, 'stop' | 'pid'>),
        pid: child.pid!,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.send('stop');
          }),
      }),
    );
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function measure(server: Server, testCase: Case, duration: number) {
  return autocannon({
    url: `http://127.0.0.1:${server.port}${testCase.path}`,
    connections: testCase.connections,
    duration,
    requests: testCase.requests(server),
  });
}

const rows: string[][] = [];
const streamRows: string[][] = [];
const reminderRows: string[][] = [];
const portalRows: string[][] = [];
const cluster = await startPostgresCluster();
try {
  for (const [backend, url] of [
    ['PGlite', undefined],
    ['PostgreSQL', cluster.url],
  ] as const) {
    const server = await startServer(url);
    try {
      const listed = await fetch(`http://127.0.0.1:${server.port}/prod/feedback?limit=100`);
      server.listTag = listed.headers.get('etag') ?? undefined;
      await listed.arrayBuffer();
      let bare = 0;
      for (const testCase of CASES) {
        await measure(server, testCase, WARMUP_SECONDS);
        const result = await measure(server, testCase, SECONDS);
        const rps = result.requests.average;
        if (testCase.name === 'bare hello') bare = rps;
        // Answers other than the case's own: 304 for the conditional case, 2xx for the others.
        const notModified = result.statusCodeStats?.['304']?.count ?? 0;
        const unexpected = testCase.name.includes('(304)') ? result.requests.total - notModified : result.non2xx;
        const errors = result.errors + result.timeouts + unexpected;
        rows.push([
          backend,
          testCase.name,
          rps.toFixed(0),
          `${result.latency.p50} ms`,
          `${result.latency.p99} ms`,
          String(errors),
          testCase.name === 'bare hello' ? '1.00' : (rps / bare).toFixed(2),
        ]);
      }
      for (const count of STREAM_COUNTS) {
        const live = await measureLiveStreams(server, count);
        streamRows.push([
          backend,
          String(live.streams),
          String(live.events),
          String(live.missing),
          `${live.p50.toFixed(1)} ms`,
          `${live.p99.toFixed(1)} ms`,
          `${live.max.toFixed(1)} ms`,
          `${live.sentP50.toFixed(1)} / ${live.sentP99.toFixed(1)} ms`,
          `${live.kibPerStream.toFixed(0)} KiB`,
        ]);
      }
    } finally {
      await server.stop();
    }
  }
  // Reminder mail: 10,000 due at once, two instances, through SMTP to the mail catcher (reminder-bench.ts).
  reminderRows.push(...(await measureReminders(await freshDatabase(cluster.url))));
  // Portal mail: one status change told to 5,000 followers by two instances, through SMTP to a mail catcher
  // (portal-fan-out-bench.ts).
  portalRows.push(...(await measurePortalFanOut(await freshDatabase(cluster.url))));
} finally {
  cluster.stop();
}

/** Prints a table, each column as wide as its widest cell. */
function table(header: string[], body: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  for (const row of body) console.log(line(row));
}

console.log(`\nAPI benchmark: autocannon, ${SECONDS} s per case after ${WARMUP_SECONDS} s warm-up, loopback\n`);
table(['backend', 'case', 'req/s', 'p50', 'p99', 'errors', 'vs bare'], rows);
console.log(
  '\nLive streams: open streams on one instance; delay from a claim/cancel answer to its event on each stream\n',
);
table(
  ['backend', 'streams', 'events', 'missing', 'p50', 'p99', 'max', 'from request p50/p99', 'server memory/stream'],
  streamRows,
);
console.log('(p50, p99, max: after the answer, 0 when the event came first)');
console.log('\nReminder mail on PostgreSQL: due at once, two API instances, SMTP to the mail catcher\n');
table(['how', 'mails', 'until all arrived', 'rate', '', 'once each?'], reminderRows);
console.log(
  '\nPortal mail on PostgreSQL: one status change, its followers told by two API instances, SMTP to the catcher\n',
);
table(['how', 'mails', 'until all arrived', 'rate', 'queued (under 2 s wanted)', 'once each?'], portalRows);
