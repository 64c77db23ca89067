import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, uniqueWord } from '../support/api';
import { SHELL_URL } from '../support/env';
import { seedSignIn } from '../support/identity';
import { createProfileUser } from '../support/wishlist';

// The account remote's /dashboard shows the cards other remotes declare in their routes.json `cards`: here the
// people remote's upcoming-dates card, loaded at run time through the shell's federation runtime.

/** The upcoming-dates card (a section named by its heading). */
const upcomingCard = (page: Page) => page.getByRole('region', { name: 'Upcoming dates' });

/** A day and month `days` from today (UTC), and the year someone born on it 30 years ago was born in. */
function birthdayIn(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  return { day: date.getUTCDate(), month: date.getUTCMonth() + 1, year: date.getUTCFullYear() - 30 };
}

/** The people remote's manifest URL, as the runtime config lists it. */
async function peopleManifest(request: APIRequestContext): Promise<string> {
  const config = await (await request.get(`${SHELL_URL}/runtime-config.json`)).json();
  return config.remotes.people.manifest as string;
}

test('the upcoming-dates card: empty for a new user, then the birthday added through the API', async ({
  page,
  request,
}) => {
  const user = await createProfileUser(request, 'Dana Dates');
  const token = user.idToken;
  await seedSignIn(page, request, user.email, user.password);
  await page.goto('/dashboard?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Dana Dates' })).toBeVisible();

  // A new user has no people yet.
  const card = upcomingCard(page);
  await expect(card.getByText('Nothing in the next 30 days.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Add your people' })).toHaveAttribute('href', '/people');
  // The dashboard's own cards are there beside it.
  await expect(page.getByTestId('plan-name')).toBeVisible();

  const name = `Noor ${uniqueWord()}`;
  const created = await apiCall(request, 'POST', '/people', { token, data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  try {
    const dated = await apiCall(request, 'POST', `/people/${id}/dates`, {
      token,
      data: { kind: 'birthday', ...birthdayIn(4), recurrence: 'yearly' },
    });
    expect(dated.status(), await dated.text()).toBe(201);

    await page.reload();
    const row = card.getByRole('listitem').filter({ hasText: name });
    await expect(row.getByRole('link', { name })).toHaveAttribute('href', `/people/${id}`);
    await expect(row).toContainText('Birthday · turns 30');
    // Days are counted in the user's time zone (today may be a day either side of UTC's), and another journey may
    // move the API's clock for a moment.
    await expect(row).toContainText(/In \d+ days?/);
    await expect(card.getByText('Nothing in the next 30 days.')).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'All your people' })).toHaveAttribute('href', '/people');

    // The card speaks the page's language.
    await page.goto('/dashboard?lang=nl');
    const nlRow = page.getByRole('region', { name: 'Binnenkort' }).getByRole('listitem').filter({ hasText: name });
    await expect(nlRow).toContainText('Verjaardag · wordt 30');
    await expect(nlRow).toContainText(/Over \d+ dag(en)?/);
  } finally {
    const removed = await apiCall(request, 'DELETE', `/people/${id}`, { token });
    expect(removed.status()).toBe(204);
  }
});

test('a card whose remote cannot be reached: a short note, the dashboard works, Try again loads it', async ({
  page,
  request,
}) => {
  const user = await createProfileUser(request, 'Carla Cards');
  const manifest = await peopleManifest(request);
  await page.route(manifest, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await seedSignIn(page, request, user.email, user.password);
  await page.goto('/dashboard?lang=en');

  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Carla Cards' })).toBeVisible();
  const note = page.locator('[data-card="people/dashboard-card"]');
  await expect(note.getByText('This card could not be loaded.')).toBeVisible();
  await expect(upcomingCard(page)).toHaveCount(0);
  await expect(page.getByTestId('plan-name')).toHaveText('Free');
  await expect(page.getByText('You have no wishlists yet.')).toBeVisible();

  await page.unroute(manifest);
  await note.getByRole('button', { name: 'Try again' }).click();
  await expect(upcomingCard(page).getByText('Nothing in the next 30 days.')).toBeVisible();
});
