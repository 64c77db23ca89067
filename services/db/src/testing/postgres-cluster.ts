import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@koester/build/free-port.mjs';

/** The machine's PostgreSQL server binaries (Debian's postgresql package), installing it when root and absent. */
function binDir(): string {
  const find = () => {
    const base = '/usr/lib/postgresql';
    if (!existsSync(base)) return undefined;
    const version = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0];
    return version && existsSync(path.join(base, version, 'bin/initdb')) ? path.join(base, version, 'bin') : undefined;
  };
  let dir = find();
  if (!dir && process.getuid?.() === 0) {
    execFileSync(
      'bash',
      [
        '-c',
        'exec 9>/tmp/koester-apt.lock && flock 9 && (command -v initdb >/dev/null || [ -d /usr/lib/postgresql ] || (apt-get -o DPkg::Lock::Timeout=600 update -qq && DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq postgresql))',
      ],
      { stdio: 'inherit' },
    );
    dir = find();
  }
  if (!dir) throw new Error('PostgreSQL server binaries not found: apt-get install postgresql');
  return dir;
}

/** Runs one of the binaries in `bin`, as the `postgres` system user when root; returns its standard output. */
function runAsPostgres(bin: string, command: string, args: string[], input?: Buffer): Buffer {
  const options = { input, maxBuffer: 1024 ** 3 };
  const result =
    process.getuid?.() === 0
      ? spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], options)
      : spawnSync(path.join(bin, command), args, options);
  if (result.status !== 0)
    throw new Error(
      `${command} failed: ${result.error?.message ?? (result.stderr.toString() || result.stdout.toString())}`,
    );
  return result.stdout;
}

/** As runAsPostgres, without blocking the event loop (servers in the same process keep answering meanwhile). */
function runAsPostgresLater(bin: string, command: string, args: string[]): Promise<void> {
  const [file, list] =
    process.getuid?.() === 0
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
  return new Promise((resolve, reject) =>
    execFile(file, list, (error, _stdout, stderr) =>
      error ? reject(new Error(`${command} failed: ${stderr || error.message}`)) : resolve(),
    ),
  );
}

/**
 * Runs a program of the test cluster's own PostgreSQL (pg_dump, pg_restore …), from the same bin folder and as the
 * same user, with `input` on its standard input; returns its standard output, and throws when it fails.
 */
export const postgresBinary = (command: string, args: string[], input?: Buffer): Buffer =>
  runAsPostgres(binDir(), command, args, input);

/**
 * A throwaway PostgreSQL cluster in a temp folder on a free port, for the
 * integration tests. PostgreSQL refuses to run as root, so as root it runs as
 * the `postgres` system user.
 */
export async function startPostgresCluster() {
  const bin = binDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'koester-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString()),
      Number(execFileSync('id', ['-g', 'postgres']).toString()),
    );
  const run = (command: string, args: string[]) => runAsPostgres(bin, command, args);
  const port = await freePort();
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'koester', '--no-sync', '-E', 'UTF8']);
  const serverArgs = [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ];
  run('pg_ctl', serverArgs);
  return {
    url: `postgres://koester@127.0.0.1:${port}/postgres`,
    /** Stops the server as an administrator or a failover would (fast: open sessions are ended); the data stays. */
    stopServer: () => runAsPostgresLater(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    /** Starts it again on the same port. */
    startServer: () => runAsPostgresLater(bin, 'pg_ctl', serverArgs),
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A fresh, empty database on a cluster, for one test suite. */
export async function freshDatabase(clusterUrl: string): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `t_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return clusterUrl.replace(/\/[^/]*$/, `/${name}`);
}
