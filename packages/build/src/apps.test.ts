import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localRuntimeConfig, readRouteDeclaration, remoteNames, withRemotes } from './apps.mjs';

const text = { nl: 'x', en: 'x', fr: 'x' };
const entry = (...paths: string[]) => ({
  manifest: 'http://cdn/x/mf-manifest.json',
  routes: paths.map((p) => ({ path: p, title: text })),
  links: [],
});

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('withRemotes', () => {
  const config = { apiBaseUrl: 'http://api', remotes: { marketing: entry('/', '/about'), account: entry('/pricing') } };

  it('adds or replaces a remote, keeping the rest of the config', () => {
    const next = withRemotes(config, { feedback: entry('/feedback', '/feedback/:id') });
    expect(Object.keys(next.remotes)).toEqual(['marketing', 'account', 'feedback']);
    expect(next.apiBaseUrl).toBe('http://api');
    // A redeploy replaces the remote's own routes: it may drop or move them.
    expect(withRemotes(config, { account: entry('/pricing', '/dashboard') }).remotes.account.routes).toHaveLength(2);
  });

  it('refuses a path another remote serves, naming it', () => {
    expect(() => withRemotes(config, { feedback: entry('/feedback', '/about') })).toThrow(
      /two remotes would serve the same address:\n {2}- \/about is claimed by both "marketing" and "feedback"/,
    );
  });
});

describe('readRouteDeclaration', () => {
  it('says which file is missing or broken', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'koester-decl-'));
    expect(() => readRouteDeclaration(dir!, 'gifts')).toThrow(
      /routes\.json is missing: remote "gifts" declares no routes/,
    );
    await writeFile(path.join(dir, 'routes.json'), '{ "routes": [');
    expect(() => readRouteDeclaration(dir!, 'gifts')).toThrow(/routes\.json is not valid JSON/);
    await writeFile(path.join(dir, 'routes.json'), '{ "routes": [{ "path": "gifts" }] }');
    expect(() => readRouteDeclaration(dir!, 'gifts')).toThrow(
      /remote "gifts" is not valid:\n {2}- [\s\S]*routes\[0\]\.path must be/,
    );
  });
});

describe('the registered remotes', () => {
  it('each declare valid routes, and no address is served twice', () => {
    const config = localRuntimeConfig({});
    expect(Object.keys(config.remotes)).toEqual(remoteNames());
    for (const remote of Object.values(config.remotes)) expect(remote.routes.length).toBeGreaterThan(0);
    expect(config.remotes.marketing?.manifest).toBe('http://localhost:3001/mf-manifest.json');
  });
});

describe('the local price ids', () => {
  it('come from KOESTER_PRICE_ID_* and are local placeholders otherwise', () => {
    const config = localRuntimeConfig({ KOESTER_PRICE_ID_PRO_YEARLY: 'price_123' });
    expect(config.payments.priceIds).toEqual({
      pro: { monthly: 'price_local_pro_monthly', yearly: 'price_123' },
      premium: { monthly: 'price_local_premium_monthly', yearly: 'price_local_premium_yearly' },
    });
  });
});
