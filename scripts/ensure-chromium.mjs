#!/usr/bin/env node
// Makes sure Debian's Chromium is there for the Playwright journeys. Playwright's own browser
// download cannot work on these machines, so as root we install the distribution package.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`);
  process.exit(1);
}
console.log("Chromium is missing; installing Debian's chromium package…");
execSync(
  'apt-get -o DPkg::Lock::Timeout=600 update -qq && DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq chromium',
  {
    stdio: 'inherit',
    shell: '/bin/bash',
  },
);
if (!existsSync(CHROMIUM)) {
  console.error(`chromium was installed but ${CHROMIUM} is still missing`);
  process.exit(1);
}
