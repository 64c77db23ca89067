import { expect, test } from '@playwright/test';
import { seedSignIn } from '../support/identity';
import { expectNoGraveViolations } from '../support/ui';
import { createProfileUser } from '../support/wishlist';

const DEMO = { email: 'demo@koester.test', password: 'Koester!Demo1' };

test('without a session id, or signed out, the payment page sends the visitor home', async ({ page, request }) => {
  await page.goto('/payment-success?session_id=cs_test_demo');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  await seedSignIn(page, request, DEMO.email, DEMO.password);
  await page.goto('/payment-success');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/payment-success?session_id=');
  await expect(page).toHaveURL(/\/$/);
});

test('signed in with a paid session: verifying, then the three next steps and the ways on', async ({
  page,
  request,
}) => {
  await seedSignIn(page, request, DEMO.email, DEMO.password);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const bodies: unknown[] = [];
  await page.route('**/api/verify-payment', async (route) => {
    bodies.push(route.request().postDataJSON());
    await held;
    await route.continue();
  });
  await page.goto('/payment-success?session_id=cs_test_demo&lang=en');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Checking your payment…');
  release();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your payment went through!' })).toBeVisible();
  await expect(page.getByText('Your Pro plan is active.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'Explore the features',
    'Set up your profile',
    'Add your relationships',
  ]);
  expect(bodies).toEqual([{ sessionId: 'cs_test_demo', userId: expect.stringMatching(/\S/) }]);
  await expectNoGraveViolations(page, '/payment-success (success)');
  await expect(page.getByRole('link', { name: 'Read the guide' })).toHaveAttribute('href', '/tutorial');

  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('plan-name')).toHaveText('Pro');

  await page.goto('/payment-success?session_id=cs_test_demo&lang=nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt, je betaling is gelukt!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bekijk de uitleg' })).toBeVisible();
});

test('a session that is not the user’s, a failing call or an answer without ok: the error and the way to support', async ({
  page,
  request,
}) => {
  const user = await createProfileUser(request, 'Fay Failing');
  await seedSignIn(page, request, user.email, user.password);

  // The demo user's session is not this user's: the API answers 404.
  await page.goto('/payment-success?session_id=cs_test_demo&lang=en');
  await expect(page.getByRole('alert')).toContainText('Failed to verify your payment. Please contact support.');
  await expect(page.getByRole('alert')).toContainText('cs_test_demo');
  await expectNoGraveViolations(page, '/payment-success (error)');

  // A server failure, and an answer whose ok is not true, count as failures too.
  await page.route('**/api/verify-payment', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  await page.goto('/payment-success?session_id=cs_other&lang=fr');
  await expect(page.getByRole('alert')).toContainText(
    'Impossible de vérifier votre paiement. Veuillez contacter le support.',
  );
  await page.unroute('**/api/verify-payment');
  await page.route('**/api/verify-payment', (route) => route.fulfill({ status: 200, json: { ok: false } }));
  await page.goto('/payment-success?session_id=cs_third&lang=en');
  await expect(page.getByRole('alert')).toContainText('Failed to verify your payment.');
  await page.getByRole('link', { name: 'Contact support' }).click();
  await expect(page).toHaveURL(/\/support$/);
});
