import { expect, test, type Page } from '@playwright/test';
import { waitForLivePage } from '../support/ui';

interface ShareEntry {
  from: string;
  loaded?: boolean;
}

/** Counts React renderers: every copy of react-dom registers itself with the devtools hook. */
async function installRendererCounter(page: Page) {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    let id = 0;
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        inject: (renderer: unknown) => {
          renderers.set(++id, renderer);
          return id;
        },
        onScheduleFiberRoot: () => undefined,
        onCommitFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        checkDCE: () => undefined,
      },
    });
  });
}

/** Client-side navigation, as a link click does it (no page load). */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('one React and one copy of each shared library for the shell and all four remotes', async ({ page }) => {
  await installRendererCounter(page);
  const manifests = new Set<string>();
  page.on('request', (r) => r.url().endsWith('/mf-manifest.json') && manifests.add(new URL(r.url()).port));

  await page.goto('/');
  await expect(page.locator('[data-remote="marketing"]')).toBeVisible();
  // The page arrives rendered; the router listens for history changes only once it is live.
  await waitForLivePage(page);
  for (const [path, remote] of [
    ['/feedback', 'feedback'],
    ['/wishlist/demo', 'wishlist'],
    ['/login', 'account'],
  ] as const) {
    await navigate(page, path);
    await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
  }
  expect(manifests.size).toBe(4);

  expect(
    await page.evaluate(
      () =>
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
          .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    ),
  ).toBe(1);

  // The federation runtime's share scope: one version of each singleton, provided by the shell.
  const scope = await page.evaluate(() => {
    const share = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const result: Record<string, { versions: string[]; from: string[] }> = {};
    for (const scopes of Object.values(share)) {
      for (const [name, versions] of Object.entries(scopes.default ?? {})) {
        const entry = (result[name] ??= { versions: [], from: [] });
        for (const [version, info] of Object.entries(versions)) {
          if (!entry.versions.includes(version)) entry.versions.push(version);
          if (!entry.from.includes(info.from)) entry.from.push(info.from);
        }
      }
    }
    return result;
  });
  // Framework libraries come from the shell, which loads them first.
  for (const name of ['react', 'react-dom', 'react-router', 'zustand', 'i18next', 'react-i18next']) {
    expect(scope[name], name).toEqual({ versions: [expect.any(String)], from: ['shell'] });
  }
  // Shared modules have one version; whichever app needs one first provides the instance all use.
  for (const name of [
    '@koester/shared/session/session-store',
    '@koester/shared/i18n/i18n',
    '@koester/shared/toast/toast',
  ]) {
    expect(scope[name]?.versions, name).toHaveLength(1);
    expect(scope[name]?.from, name).toHaveLength(1);
  }
});

test('a remote reads the session the shell wrote in the shared zustand store', async ({ page }) => {
  await page.goto('/feedback');
  // The shell restores the session on load and publishes "signed-out"; the feedback remote never writes
  // it in the composed site, so it can only show this prompt by reading the shell's store.
  const banner = page.locator('[data-remote="feedback"] [data-session]');
  await expect(banner).toHaveAttribute('data-session', 'signed-out');
  await expect(banner).toContainText('Log in or create an account');
});
