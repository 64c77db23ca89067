import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@koester/build/free-port.mjs';
import { openDatabase } from '../src/db/database.ts';
import { checkIntegrity, loadUsers, writeLoad, type Promised } from '../bench/integrity-load.ts';
import { startTokenIssuer } from '../test/support/tokens.ts';

const ROUNDS = Number(process.env.KOESTER_FAULT_KILLS ?? 20);
const API_DIR = path.resolve(import.meta.dirname, '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The API as `npm start` runs it on PGlite, in a process of its own that the test can kill. */
async function startApiProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ? null : code)),
  );
  const base = `http://127.0.0.1:${env.KOESTER_API_PORT}/prod`;
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited on start (${child.exitCode}): ${stderr}`);
    if (Date.now() > until) throw new Error(`the API was not ready in 90 s: ${stderr}`);
    const status = await fetch(`${base}/health/ready`).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return { child, base, exited, stderr: () => stderr };
    await sleep(100);
  }
}

/**
 * SIGKILL of the API in the middle of a write load on PGlite, again and again: after each kill the database opens,
 * every write answered 2xx is there, and no row is half-written (each item's counts equal its stored votes and
 * comments, one vote per user and item, one claim per gift).
 */
describe('the API killed mid-write on PGlite', () => {
  let dataDir: string;
  let issuer: Awaited<ReturnType<typeof startTokenIssuer>>;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'koester-kill-'));
    issuer = await startTokenIssuer();
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await issuer.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(`keeps every answered write through ${ROUNDS} kills at random moments`, async () => {
    const { users, owner } = loadUsers(24, issuer.idToken);
    const promised: Promised = { votes: new Map(), comments: new Set(), holders: new Map() };
    const rounds: string[] = [];
    let answeredWrites = 0;
    let cutOff = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const port = await freePort();
      const started = await startApiProcess({
        NODE_ENV: 'development',
        KOESTER_API_PORT: String(port),
        KOESTER_API_DATA_DIR: path.join(dataDir, 'api'),
        KOESTER_COGNITO_JWKS_URL: issuer.jwksUrl,
        KOESTER_SEED: 'true',
        KOESTER_WRITES_PER_MINUTE: '1000000',
        KOESTER_LOG_LEVEL: 'error',
      });
      child = started.child;
      const list = (await (await fetch(`${started.base}/feedback`)).json()) as { items: { id: string }[] };
      const items = list.items.map((item) => item.id);

      let alive = true;
      let firstDone = () => {};
      const someDone = new Promise<void>((resolve) => (firstDone = resolve));
      const load = writeLoad({
        base: started.base,
        users,
        owner,
        items,
        going: () => alive,
        promised,
        onAnswer: (answer) => answer.status >= 200 && answer.status < 300 && firstDone(),
      });
      // Killed at a random moment once writes are being answered (a cold process answers its first ones late).
      await someDone;
      const killAfter = Math.floor(Math.random() * 1500);
      await sleep(killAfter);
      started.child.kill('SIGKILL');
      await started.exited;
      alive = false;
      const { answers } = await load;
      child = undefined;

      const done = answers.filter((answer) => answer.status >= 200 && answer.status < 300).length;
      const lost = answers.filter((answer) => answer.status === 0).length;
      answeredWrites += done;
      cutOff += lost;
      // Opened again, as the next start will: every answered write there, nothing half-written.
      const database = await openDatabase({ dataDir: path.join(dataDir, 'api') });
      try {
        const mismatches = await checkIntegrity(database.db, promised);
        expect(mismatches, `round ${round}, killed after ${killAfter} ms`).toEqual([]);
      } finally {
        await database.close();
      }
      // A kill while writes were in flight, and after some were answered: the case this is about.
      expect(done, `round ${round}: writes answered before the kill`).toBeGreaterThan(0);
      rounds.push(`killed ${killAfter} ms after the first answered write: ${done} answered, ${lost} cut off`);
    }
    process.stdout.write(
      `SIGKILL mid-write on PGlite: ${ROUNDS} kills; ${answeredWrites} writes answered 2xx, all present; ` +
        `${cutOff} requests cut off by the kills; 0 mismatches\n  ${rounds.join('\n  ')}\n`,
    );
    expect(cutOff).toBeGreaterThan(0);
  }, 900_000);
});
