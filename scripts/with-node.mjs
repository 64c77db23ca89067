#!/usr/bin/env node
// Runs a command under the Node.js the project needs (package.json "engines", .nvmrc: 24). On a machine whose own
// Node is older, that Node is fetched once from the npm registry (the platform's `node-<os>-<arch>` package, which
// the `node` package itself installs) into .node/, and the command runs with it first on the PATH, so that every
// process it starts (npm, turbo, the services, the tests) runs under it too. Nothing is downloaded from anywhere
// but the npm registry.
//   node scripts/with-node.mjs <command> [args...]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const REQUIRED_MAJOR = 24;

/** The npm package that holds Node's binary for a platform (as `node@24` installs it). */
export const runtimePackage = (platform = process.platform, arch = process.arch) => `node-${platform}-${arch}`;

/** Whether a Node version (`v20.20.2`) is older than the one the project needs. */
export const isTooOld = (version) => Number(/^v?(\d+)/.exec(version)?.[1] ?? 0) < REQUIRED_MAJOR;

const ROOT = path.resolve(import.meta.dirname, '..');

/** The folder of a Node binary at least REQUIRED_MAJOR: this process's own, or one fetched into .node/. */
function runtimeBin() {
  if (!isTooOld(process.version)) return null;
  const prefix = path.join(ROOT, '.node');
  const pkg = runtimePackage();
  const bin = path.join(prefix, 'node_modules', pkg, 'bin');
  const installed = () =>
    existsSync(path.join(bin, 'node')) &&
    !isTooOld(spawnSync(path.join(bin, 'node'), ['--version'], { encoding: 'utf8' }).stdout ?? '');
  if (!installed()) {
    console.log(`Node ${process.version} is older than ${REQUIRED_MAJOR}: fetching ${pkg}@${REQUIRED_MAJOR} from npm`);
    const npm = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        `${pkg}@${REQUIRED_MAJOR}`,
      ],
      { stdio: 'inherit' },
    );
    if (npm.status !== 0 || !installed()) {
      console.error(`Could not install ${pkg}@${REQUIRED_MAJOR} from the npm registry.`);
      process.exit(1);
    }
  }
  return bin;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node scripts/with-node.mjs <command> [args...]');
    process.exit(2);
  }
  const bin = runtimeBin();
  const env = bin ? { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` } : process.env;
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.error) {
    console.error(result.error.message);
    process.exit(1);
  }
  process.exit(result.status ?? 1);
}
