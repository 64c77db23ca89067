import { spawn } from 'node:child_process';
import { ROOT } from './publish.mjs';

/**
 * Runs a command in the repository root with inherited output; rejects on a non-zero exit.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, quiet?: boolean, cwd?: string }} [options]
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { TURBO_TELEMETRY_DISABLED: '1', ...process.env, ...options.env },
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output}`)),
    );
  });
}
