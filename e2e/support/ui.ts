import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The shared login dialog a remote opens for a visitor. */
export const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in to continue' });

/** Logs in through the open login dialog. */
export async function logInWithDialog(page: Page, user: { email: string; password: string }) {
  const dialog = loginDialog(page);
  await dialog.getByLabel('Email address').fill(user.email);
  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Presses Tab until `target` has the focus (at most `max` times): it is reachable with the keyboard. */
export async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached with ${max} presses of Tab`);
}

/** axe (WCAG 2.0–2.2 A/AA and best practice) finds no serious or critical violation on the page as it is now. */
export async function expectNoGraveViolations(page: Page, where: string) {
  // Judge what the page settles on: an element fading in (a toast's entrance) has too little contrast mid-way, and on
  // a busy machine axe can run mid-way. Endless animations (a loading pulse) are not waited for.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    grave.map((v) => `${where}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Logs in on the /login page the browser was sent to. */
export async function logInOnLoginPage(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Opens the signed-in user's menu in the navbar (the greeting "Hi, …"), if it is not open yet. */
export async function openAccountMenu(page: Page) {
  const greeting = page.getByRole('banner').getByRole('button', { name: /^Hi, / });
  if ((await greeting.getAttribute('aria-expanded')) !== 'true') await greeting.click();
  return page.getByRole('banner');
}

/** Logs out with the navbar's Log out, in the user's menu. */
export async function logOutFromNavbar(page: Page) {
  await (await openAccountMenu(page)).getByRole('button', { name: 'Log out' }).click();
}

/**
 * Waits until a prerendered page is React's: no part of it still waits for its script (their controls are disabled
 * until then). A heading is visible long before that, straight from the HTML.
 */
export async function waitForLivePage(page: Page) {
  await expect(page.locator('fieldset.k-live')).not.toHaveCount(0);
  await expect(page.locator('fieldset.k-live:disabled')).toHaveCount(0);
}

/** The navbar's main navigation, by its name in each language: the frame every page keeps, however it fails. */
export const MAIN_NAVIGATION = { nl: 'Hoofdmenu', en: 'Main', fr: 'Menu principal' } as const;

export type Language = keyof typeof MAIN_NAVIGATION;

/** The shell's frame stands around the page, in the page's language: navbar, main navigation and footer. */
export async function expectFrame(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: MAIN_NAVIGATION[language], exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Koester`);
}

/** Every uncaught error of the page from now on (a crash of its scripts), with the address it happened on. */
export function recordPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/**
 * What the page shows now also reads on a phone: at 390 px wide, `shown` is on screen and nothing is wider than the
 * screen. With E2E_SHOTS_DIR set, the page is saved there at both widths (`<name>-desktop.png`, `<name>-390.png`),
 * for a person to look at.
 */
export async function expectReadableOnPhone(page: Page, shown: Locator, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  const size = page.viewportSize();
  await shown.scrollIntoViewIfNeeded();
  if (dir) await page.screenshot({ path: path.join(dir, `${name}-desktop.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await shown.scrollIntoViewIfNeeded();
    await expect(shown).toBeInViewport();
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll, `${name}: wider than the phone's screen`).toBeLessThanOrEqual(client);
    if (dir) await page.screenshot({ path: path.join(dir, `${name}-390.png`) });
  } finally {
    if (size) await page.setViewportSize(size);
  }
}

/**
 * Watches the page for `text` from now on, however briefly it shows: a success toast lasts 2 s, and on a loaded
 * machine a page busy rendering the next route can be between two of the test's looks for all of it. The returned
 * check passes once the text has been on the page (the page must stay the same document: a client-side route change).
 */
export async function watchForText(page: Page, text: string) {
  await page.evaluate((wanted) => {
    const seen = ((window as unknown as { __seenTexts?: Set<string> }).__seenTexts ??= new Set());
    const look = () => {
      if (document.body.textContent?.includes(wanted)) seen.add(wanted);
    };
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
    look();
  }, text);
  return () =>
    expect
      .poll(() =>
        page.evaluate(
          (wanted) => !!(window as unknown as { __seenTexts?: Set<string> }).__seenTexts?.has(wanted),
          text,
        ),
      )
      .toBe(true);
}
