import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { readRouteDeclaration, remoteNames } from '@koester/build/apps.mjs';
import { E2E_CDN_DIR, E2E_PORTS, ROOT, SHELL_URL } from '../support/env';
import { seedSignIn } from '../support/identity';

/** A real address for each declared route: its parameters filled with values the demo data knows. */
const SAMPLE_PARAMS: Record<string, string> = { slug: 'the-art-of-meaningful-gift-giving', shareToken: 'demo' };

const declaredPaths = (declarations: { routes: { path: string }[] }[]) =>
  declarations.flatMap((d) => d.routes.map((route) => route.path));

/**
 * Every route the remotes declare (their routes.json, which the runtime config is made of), as an address, and an
 * unknown one. Known when the file loads, so each address gets a test, and a time budget, of its own.
 */
const DECLARED = declaredPaths(
  remoteNames().map((name) => readRouteDeclaration(path.join(ROOT, 'remotes', name), name)),
);
const ADDRESSES = [
  ...DECLARED.map((route) => route.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x')),
  '/no-such-page',
];

/** Live event streams (the shared wishlist's) stay open as long as the page: they never let the network go idle. */
const isStream = (url: string) => /\/events(\?|$)/.test(url);

/**
 * Resolves once no request but a live stream has been in flight for 500 ms: the page's own networkidle, which
 * an open stream would hold off forever.
 */
function trackQuiet(page: Page) {
  const inFlight = new Set<object>();
  const add = (request: { url(): string }) => {
    if (!isStream(request.url())) inFlight.add(request);
  };
  page.on('request', add);
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return async () => {
    await expect
      .poll(
        async () => {
          if (inFlight.size > 0) return false;
          await page.waitForTimeout(500);
          return inFlight.size === 0;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  };
}

/**
 * Records every Content-Security-Policy violation the page reports, across its loads, and returns a visit: it goes
 * to a path, waits for the page and its requests to settle, and answers every violation reported so far.
 */
async function violationRecorder(page: Page) {
  const quiet = trackQuiet(page);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = JSON.parse(sessionStorage.getItem('csp-violations') ?? '[]') as string[];
      seen.push(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`);
      sessionStorage.setItem('csp-violations', JSON.stringify(seen));
    });
  });
  return async (path: string): Promise<string[]> => {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('load');
    await quiet();
    return page.evaluate(() => JSON.parse(sessionStorage.getItem('csp-violations') ?? '[]') as string[]);
  };
}

test('pages carry a Content-Security-Policy, refuse framing and trim referrers; remotes answer only the shell', async ({
  request,
}) => {
  const page = await request.get(`${SHELL_URL}/login`);
  const headers = page.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' [^;]*'sha256-/);
  expect(csp).toContain(`http://localhost:${E2E_PORTS.feedback}`);
  expect(csp).not.toContain("'unsafe-eval'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

  const manifest = `http://localhost:${E2E_PORTS.account}/mf-manifest.json`;
  expect(
    (await request.get(manifest, { headers: { Origin: SHELL_URL } })).headers()['access-control-allow-origin'],
  ).toBe(SHELL_URL);
  expect(
    (await request.get(manifest, { headers: { Origin: 'https://evil.example' } })).headers()[
      'access-control-allow-origin'
    ],
  ).toBeUndefined();
  // A malformed escape names no file.
  expect((await request.get(`${SHELL_URL}/%`)).status()).toBe(400);
});

test('npm run deploy:headers prints, for the CDN, exactly the headers the site sends', async ({ request }) => {
  const printed = JSON.parse(
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/response-headers.mjs'), '--cdn-dir', E2E_CDN_DIR], {
      encoding: 'utf8',
      env: { ...process.env, KOESTER_SITE_URL: SHELL_URL },
    }),
  ) as Record<'pages' | 'everyAnswer' | 'remoteFiles', Record<string, string>>;
  const sent = (await request.get(`${SHELL_URL}/login`)).headers();
  for (const [name, value] of Object.entries({ ...printed.pages, ...printed.everyAnswer })) {
    expect(sent[name.toLowerCase()], name).toBe(value);
  }
  const remote = (
    await request.get(`http://localhost:${E2E_PORTS.account}/mf-manifest.json`, { headers: { Origin: SHELL_URL } })
  ).headers();
  expect(remote['access-control-allow-origin']).toBe(printed.remoteFiles['Access-Control-Allow-Origin']);
});

test('the pages checked for violations are the routes the served runtime config lists', async ({ request }) => {
  const config = await (await request.get(`${SHELL_URL}/runtime-config.json`)).json();
  const served = declaredPaths(Object.values(config.remotes as Record<string, { routes: { path: string }[] }>));
  expect(served.toSorted()).toEqual(DECLARED.toSorted());
  expect(ADDRESSES.length).toBeGreaterThan(15);
});

for (const address of ADDRESSES) {
  test(`${address} reports no Content-Security-Policy violation, signed out or signed in`, async ({
    page,
    request,
  }) => {
    const visit = await violationRecorder(page);
    expect(await visit(address)).toEqual([]);
    await seedSignIn(page, request, 'demo@koester.test', 'Koester!Demo1');
    await page.goto('/');
    await expect(page.getByRole('banner').getByText('Hi, Demo')).toBeVisible();
    expect(await visit(address)).toEqual([]);
  });
}

test("the shared wishlist's live stream (fetch to the API origin) is allowed: it connects", async ({ page }) => {
  await page.goto('/wishlist/demo');
  await expect(page.getByText('Live: reservations by others show here at once')).toBeVisible();
});
