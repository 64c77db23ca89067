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
