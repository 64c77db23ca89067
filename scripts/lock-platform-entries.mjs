#!/usr/bin/env node
// The npm registry these machines reach has no darwin/windows (and some rarer linux) builds of rspack and
// turbo, so `npm install` cannot record those optional platform packages and `npm ci` then rejects the
// lockfile. This adds their lock entries (os/cpu only: npm skips them on other platforms without fetching).
// Run it after changing dependencies: node scripts/lock-platform-entries.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const lockFile = path.resolve(import.meta.dirname, '../package-lock.json');
const lock = JSON.parse(readFileSync(lockFile, 'utf8'));

/** Platform of a binding package from its name (the naming rspack and turbo use). */
function platformOf(name) {
  const os = /darwin/.test(name)
    ? ['darwin']
    : /win32|windows/.test(name)
      ? ['win32']
      : /wasm32/.test(name)
        ? null
        : ['linux'];
  const cpu = /arm64/.test(name)
    ? ['arm64']
    : /ia32/.test(name)
      ? ['ia32']
      : /ppc64/.test(name)
        ? ['ppc64']
        : /riscv64/.test(name)
          ? ['riscv64']
          : /s390x/.test(name)
            ? ['s390x']
            : /wasm32/.test(name)
              ? ['wasm32']
              : ['x64'];
  const libc = /-gnu$/.test(name) ? ['glibc'] : /-musl$/.test(name) ? ['musl'] : null;
  return { cpu, ...(os ? { os } : {}), ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (!/^@rspack\/binding-|^@turbo\//.test(name)) continue;
    const topKey = `node_modules/${name}`;
    if (lock.packages[topKey] || lock.packages[`${location}/node_modules/${name}`]) continue;
    lock.packages[topKey] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      license: 'MIT',
      optional: true,
      ...platformOf(name),
    };
    added++;
  }
}
writeFileSync(lockFile, JSON.stringify(lock, null, 2) + '\n');
console.log(`package-lock.json: ${added} platform entries added`);
