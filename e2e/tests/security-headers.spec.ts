import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS, SHELL_URL } from '../support/env';
import { seedSignIn } from '../support/identity';

/** A real address for each declared route: its parameters filled with values the demo data knows. */
const SAMPLE_PARAMS: Record<string, string> = { slug: 'the-art-of-meaningful-gift-giving', shareToken: 'demo' };

async function everyRoute(page: Page): Promise<string[]> {
  const config = await (await page.request.get(`${SHELL_URL}/runtime-config.json`)).json();
  const routes = Object.values(config.remotes as Record<string, { routes: { path: string }[] }>).flatMap((r) =>
    r.routes.map((route) => route.path.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x')),
  );
  return [...routes, '/no-such-page'];
}

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

/** Visits each path and returns every Content-Security-Policy violation the page reported. */
async function violationsVisiting(page: Page, paths: string[]): Promise<string[]> {
  const quiet = trackQuiet(page);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = JSON.parse(sessionStorage.getItem('csp-violations') ?? '[]') as string[];
      seen.push(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`);
      sessionStorage.setItem('csp-violations', JSON.stringify(seen));
    });
  });
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('load');
    await quiet();
  }
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('csp-violations') ?? '[]') as string[]);
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

test('no page reports a Content-Security-Policy violation, signed out or signed in', async ({ page, request }) => {
  test.setTimeout(120_000);
  const paths = await everyRoute(page);
  expect(paths.length).toBeGreaterThan(15);
  expect(await violationsVisiting(page, paths)).toEqual([]);
  // The shared wishlist's live stream (fetch to the API origin) is allowed: it connects.
  await page.goto('/wishlist/demo');
  await expect(page.getByText('Live: reservations by others show here at once')).toBeVisible();

  await seedSignIn(page, request, 'demo@koester.test', 'Koester!Demo1');
  await page.goto('/');
  await expect(page.getByRole('banner').getByText('Hi, Demo')).toBeVisible();
  expect(await violationsVisiting(page, paths)).toEqual([]);
});
