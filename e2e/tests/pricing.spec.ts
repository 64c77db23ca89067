import { expect, test, type Page } from '@playwright/test';
import { E2E_API_URL } from '../support/env';
import { seedSignIn } from '../support/identity';
import { expectNoGraveViolations, watchForText } from '../support/ui';
import { createProfileUser } from '../support/wishlist';

const DEMO = { email: 'demo@koester.test', password: 'Koester!Demo1' };

/** Each card's price line, with non-breaking spaces made plain. */
async function prices(page: Page) {
  const read = async (plan: string) =>
    ((await page.getByTestId(`price-${plan}`).textContent()) ?? '').replace(/[\u00a0\u202f]/g, ' ');
  return { free: await read('free'), pro: await read('pro'), premium: await read('premium') };
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

test('monthly and yearly prices of every plan, in euros with two decimals per language; premium is most popular', async ({
  page,
}) => {
  await page.goto('/pricing?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  const monthly = page.getByRole('radio', { name: 'Monthly' });
  const yearly = page.getByRole('radio', { name: /Yearly/ });
  await expect(monthly).toBeChecked();
  await expect(page.getByText('Save 16%')).toBeVisible();
  expect(await prices(page)).toEqual({
    free: '€0.00 per month',
    pro: '€6.99 per month',
    premium: '€9.99 per month',
  });

  await yearly.check();
  await expect(page).toHaveURL(/interval=yearly/);
  expect(await prices(page)).toEqual({ free: '€0.00 per year', pro: '€69.99 per year', premium: '€99.99 per year' });
  await expect(card(page, 'Pro')).toContainText('That is €5.83 a month');
  await expect(card(page, 'Premium')).toContainText('That is €8.33 a month');

  // Most popular: premium only. Limitations appear only where there are any.
  await expect(card(page, 'Premium')).toContainText('Most popular');
  await expect(page.getByText('Most popular')).toHaveCount(1);
  await expect(card(page, 'Free')).toContainText('Up to 10 relationships');
  await expect(card(page, 'Free')).toContainText('No AI suggestions');
  await expect(card(page, 'Free').getByRole('heading', { name: 'Not included' })).toHaveCount(1);
  await expect(card(page, 'Pro').getByRole('heading', { name: 'Not included' })).toHaveCount(0);
  await expect(card(page, 'Premium')).toContainText('Everything in Pro');

  // The keyboard moves between the two intervals.
  await yearly.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(monthly).toBeChecked();
  expect((await prices(page)).pro).toBe('€6.99 per month');

  await page.goto('/pricing?lang=nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Prijzen' })).toBeVisible();
  await expect(page.getByText('Bespaar 16%')).toBeVisible();
  expect(await prices(page)).toEqual({
    free: '€ 0,00 per maand',
    pro: '€ 6,99 per maand',
    premium: '€ 9,99 per maand',
  });
  await page.getByRole('radio', { name: /Jaarlijks/ }).check();
  expect(await prices(page)).toEqual({ free: '€ 0,00 per jaar', pro: '€ 69,99 per jaar', premium: '€ 99,99 per jaar' });
  await expect(card(page, 'Premium')).toContainText('Meest gekozen');

  await page.goto('/pricing?lang=fr&interval=yearly');
  await expect(page.getByRole('heading', { level: 1, name: 'Tarifs' })).toBeVisible();
  await expect(page.getByText('Économisez 16 %')).toBeVisible();
  expect(await prices(page)).toEqual({ free: '€ 0,00 par an', pro: '€ 69,99 par an', premium: '€ 99,99 par an' });
  await page.getByRole('radio', { name: 'Mensuel' }).check();
  expect(await prices(page)).toEqual({ free: '€ 0,00 par mois', pro: '€ 6,99 par mois', premium: '€ 9,99 par mois' });
});

test('only /pricing tells search engines not to index it; the FAQ answers the four questions, one at a time', async ({
  page,
}) => {
  const robots = page.locator('head meta[name="robots"]');
  await page.goto('/?lang=en');
  await expect(robots).toHaveCount(0);
  await page.goto('/pricing?lang=en');
  await expect(robots).toHaveAttribute('content', 'noindex');
  await expect(robots).toHaveCount(1);

  const faq = page.getByRole('region', { name: 'Questions about the plans' });
  const questions = faq.locator('summary');
  await expect(questions).toHaveText([
    'Can I change my plan later?',
    'Which payment methods can I use?',
    'Is there a contract?',
    'What happens to my data if I downgrade?',
  ]);
  await questions.nth(0).click();
  await expect(faq.getByText('An upgrade starts right away')).toBeVisible();
  await questions.nth(3).click();
  await expect(faq.getByText('Nothing is lost.')).toBeVisible();
  await expect(faq.getByText('An upgrade starts right away')).toBeHidden();
  await expectNoGraveViolations(page, '/pricing');

  // Navigating away inside the app takes the tag out again.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog/);
  await expect(robots).toHaveCount(0);
});

test('signed out, choosing a plan goes to log in and then back to the pricing page, interval kept', async ({
  page,
}) => {
  await page.goto('/pricing?lang=en&interval=yearly');
  await page.getByRole('button', { name: 'Choose Pro' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fpricing%3Finterval%3Dyearly$/);
  await page.getByLabel('Email address').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/pricing\?interval=yearly$/);
  await expect(page.getByRole('radio', { name: /Yearly/ })).toBeChecked();
  await expect(page.getByRole('banner').getByText('Hi, Demo')).toBeVisible();
  // The demo user pays for Pro (demo data): that card says so instead of offering it again.
  const pro = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Pro' }) });
  await expect(pro.getByText('Your current plan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose Pro' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Choose Premium' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start for free' })).toBeVisible();
});

test('signed in: free signs up for free and goes to the dashboard; a paid plan says checkout is unavailable, with no request', async ({
  page,
  request,
}) => {
  const user = await createProfileUser(request, 'Priya Pricing');
  await seedSignIn(page, request, user.email, user.password);
  // The page reads the profile (is a paid plan already theirs?) as it opens; choosing a plan then asks nothing more.
  // That read may start after a quiet moment on the network (the session is restored first), so it is awaited itself.
  const profileRead = page.waitForResponse(
    (r) => r.url() === `${E2E_API_URL}/profiles` && r.request().method() === 'GET',
  );
  await page.goto('/pricing?lang=en');
  await expect(page.getByRole('banner').getByText('Hi, Priya Pricing')).toBeVisible();
  await profileRead;
  await page.waitForLoadState('networkidle');

  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(E2E_API_URL)) apiCalls.push(`${r.method()} ${r.url()}`);
  });
  await page.getByRole('button', { name: 'Choose Premium' }).click();
  await expect(page.getByText('Stripe checkout is temporarily unavailable. Please try again later.')).toBeVisible();
  await page.getByRole('radio', { name: /Yearly/ }).check();
  await page.getByRole('button', { name: 'Choose Pro' }).click();
  await expect(
    page.getByText('Stripe checkout is temporarily unavailable. Please try again later.').last(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/pricing/);
  expect(apiCalls).toEqual([]);

  const toastShown = await watchForText(page, 'You are now signed up for the free plan!');
  await page.getByRole('button', { name: 'Start for free' }).click();
  await toastShown();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('plan-name')).toHaveText('Free');
});

test('the free plan in Dutch and French: the spec’s toast in each language', async ({ page, request }) => {
  const user = await createProfileUser(request, 'Noor Gratis');
  await seedSignIn(page, request, user.email, user.password);
  await page.goto('/pricing?lang=nl');
  // A success toast (2 s), and the page moves on: watched from before the click.
  const toastShown = await watchForText(page, 'Je bent nu aangemeld voor het gratis plan!');
  await page.getByRole('button', { name: 'Begin gratis' }).click();
  await toastShown();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/pricing?lang=fr');
  await page.getByRole('button', { name: 'Choisir Premium' }).click();
  await expect(page.getByText('Le paiement via Stripe est temporairement indisponible.')).toBeVisible();
});
