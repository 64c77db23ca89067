#!/usr/bin/env node
// npm run deploy:headers -- [--cdn-dir DIR] [--site-url URL]: the response headers the CDN must send, generated from
// the runtime config and the shell's HTML as published in a CDN folder, by the same code the local servers use. Prints
// JSON: the headers of the site's pages, of every answer, and of the remotes' files (CORS for the site's origin).
// Run it after each deploy that changes an origin in the runtime config or the shell (docs/deploy.md, section 4).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { localSiteUrl } from '@koester/build/apps.mjs';
import { ROOT } from './lib/publish.mjs';
import { runtimeConfigPath } from './lib/runtime-config-file.mjs';
import { COMMON_SECURITY_HEADERS, pagePolicyFrom } from './lib/security-headers.mjs';
import { checkSiteEnvironment } from '@koester/server/site-environment.mjs';

const env = checkSiteEnvironment();
const { values } = parseArgs({ options: { 'cdn-dir': { type: 'string' }, 'site-url': { type: 'string' } } });
const cdnDir = path.resolve(ROOT, values['cdn-dir'] ?? env.KOESTER_CDN_DIR ?? '.cdn');
const siteOrigin = new URL(values['site-url'] ?? env.KOESTER_SITE_URL ?? localSiteUrl()).origin;

const policy = await pagePolicyFrom(runtimeConfigPath(cdnDir), path.join(cdnDir, 'shell', 'index.html'))().catch(
  (error) => {
    console.error(`No published site in ${cdnDir} (${error.message}): deploy first, or give --cdn-dir.`);
    process.exit(1);
  },
);
console.log(
  JSON.stringify(
    {
      pages: { 'Content-Security-Policy': policy, 'X-Frame-Options': 'DENY' },
      everyAnswer: COMMON_SECURITY_HEADERS,
      remoteFiles: {
        'Access-Control-Allow-Origin': siteOrigin,
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        Vary: 'Origin',
      },
    },
    null,
    2,
  ),
);
