import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../../scripts/lib/free-port.mjs';

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
  const run = (command: string, args: string[]) => {
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { encoding: 'utf8' })
      : spawnSync(path.join(bin, command), args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'koester', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://koester@127.0.0.1:${port}/postgres`,
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
