import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { readRouteDeclaration, remoteNames } from '@koester/build/apps.mjs';
import { createUser } from '../support/api';
import { ROOT } from '../support/env';
import { seedSignIn } from '../support/identity';
import { startIsolatedSite, type IsolatedSite } from '../support/isolated-site';
import { expectFrame, expectReadableOnPhone, recordPageErrors, type Language } from '../support/ui';

// The API down for real: each test has its own copy of the site whose runtime config sends every API call to a
// loopback port nothing listens on (the connection is refused, as when the API is down). The identity service stays
// up: a user signed in before keeps their session. feedback-resilience.spec.ts covers the feedback portal in English
// (its calls aborted in the browser) and the way back once the API returns; here every remote, in Dutch and French.

let site: IsolatedSite;

test.beforeEach(async () => {
  site = await startIsolatedSite({ api: 'down' });
});

test.afterEach(async () => {
  await site.close();
});

/** The texts the pages show, as the app has them (spec §8's messages and their translations). */
const TEXTS = {
  nl: {
    retry: 'Opnieuw proberen',
    feedbackTitle: 'Feedbackportaal',
    feedbackFailed: 'Er ging iets mis bij het laden van de feedback. Probeer het later opnieuw.',
    feedbackBack: 'Terug naar alle feedback',
    wishlistFailed: 'Er is een fout opgetreden bij het laden van de verlanglijst',
    myWishlists: 'Mijn verlanglijstjes',
    myWishlistsFailed: 'Je verlanglijstjes konden niet worden geladen',
    wishlistEditorFailed: 'Dit verlanglijstje kon niet worden geladen',
    wishlistEditorFailedText: 'Controleer je verbinding en probeer het opnieuw.',
    toMyWishlists: 'Naar mijn verlanglijstjes',
    paymentTitle: 'Betaling niet bevestigd',
    paymentFailed: 'We konden je betaling niet bevestigen. Neem contact op met support.',
    toSupport: 'Naar support',
    greeting: (name: string) => `Hoi ${name}`,
    dashboardHello: (name: string) => `Hallo, ${name}`,
    profileFailed: 'Je profiel kon niet worden geladen.',
    planUnknown: 'Je plan kon nu niet worden opgehaald.',
    dashboardWishlistsFailed: 'Je verlanglijstjes konden niet worden geladen.',
    dashboardFeedbackFailed: 'Je feedback kon niet worden geladen.',
    pricing: 'Prijzen',
    startFree: 'Begin gratis',
    freeChosen: 'Je bent nu aangemeld voor het gratis plan!',
  },
  fr: {
    retry: 'Réessayer',
    feedbackTitle: 'Portail de feedback',
    feedbackFailed: 'Une erreur s’est produite lors du chargement des avis. Veuillez réessayer plus tard.',
    feedbackBack: 'Retour à tous les avis',
    wishlistFailed: 'Une erreur s’est produite lors du chargement de la liste',
    myWishlists: 'Mes listes de souhaits',
    myWishlistsFailed: 'Impossible de charger vos listes de souhaits',
    wishlistEditorFailed: 'Impossible de charger cette liste',
    wishlistEditorFailedText: 'Vérifiez votre connexion et réessayez.',
    toMyWishlists: 'Vers mes listes',
    paymentTitle: 'Paiement non confirmé',
    paymentFailed: 'Impossible de vérifier votre paiement. Veuillez contacter le support.',
    toSupport: 'Contacter le support',
    greeting: (name: string) => `Bonjour ${name}`,
    dashboardHello: (name: string) => `Bonjour, ${name}`,
    profileFailed: 'Votre profil n’a pas pu être chargé.',
    planUnknown: 'Votre formule n’a pas pu être récupérée pour le moment.',
    dashboardWishlistsFailed: 'Vos listes n’ont pas pu être chargées.',
    dashboardFeedbackFailed: 'Vos avis n’ont pas pu être chargés.',
    pricing: 'Tarifs',
    startFree: 'Commencer gratuitement',
    freeChosen: 'Vous êtes maintenant inscrit à la formule gratuite !',
  },
} satisfies Partial<Record<Language, unknown>>;

const LANGUAGES = Object.keys(TEXTS) as (keyof typeof TEXTS)[];

/** Each remote's journey below: a remote added to apps.json without one here fails the first test. */
const JOURNEYS: Record<string, string> = {
  marketing: 'asks the API nothing: every page it declares works in full',
  feedback: 'the list and an item page say that loading failed, with Try again',
  wishlist: 'the shared page and the owner pages say that loading failed',
  account: 'payment verification, the dashboard cards and pricing',
  people: 'the list and a person say that loading failed, with Try again; the session stays',
};

/** The people pages' texts when the API cannot be reached. */
const PEOPLE_TEXTS = {
  nl: {
    title: 'Mijn mensen',
    failed: 'Je mensen konden niet worden geladen',
    person: 'Deze persoon kon niet worden geladen',
  },
  fr: {
    title: 'Mes proches',
    failed: 'Vos proches n’ont pas pu être chargés',
    person: 'Cette personne n’a pas pu être chargée',
  },
} as const;

/** What a page asks the (dead) API, and what crashes in it. */
function watch(page: Page) {
  const errors = recordPageErrors(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(site.apiBaseUrl)) apiCalls.push(request.url());
  });
  return { errors, apiCalls };
}

/** A user signed in before the API went down (their tokens in the browser, as after a sign-in). */
async function signedInUser(page: Page, request: Parameters<typeof createUser>[0], name: string) {
  const user = await createUser(request, name);
  await seedSignIn(page, request, user.email, user.password, { hint: false });
  return user;
}

test('every remote has a journey with the API down', () => {
  expect(Object.keys(JOURNEYS).toSorted()).toEqual(remoteNames().toSorted());
});

test('marketing: every page it declares works in full and asks the API nothing (nl, fr)', async ({ page }) => {
  const { errors, apiCalls } = watch(page);
  const { routes } = readRouteDeclaration(path.join(ROOT, 'remotes/marketing'), 'marketing');
  const addresses = routes.map((route) => route.path.replace(':slug', 'the-art-of-meaningful-gift-giving'));
  expect(addresses.length).toBeGreaterThan(5);
  for (const lang of LANGUAGES) {
    for (const address of addresses) {
      await page.goto(`${site.url}${address}?lang=${lang}`);
      await expect(page.locator('[data-remote="marketing"] h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectFrame(page, lang);
    }
  }
  // The API's address is in this page's runtime config, and dead: no marketing page has a reason to call it.
  expect(apiCalls).toEqual([]);
  expect(errors).toEqual([]);
});

for (const lang of LANGUAGES) {
  const text = TEXTS[lang];

  test(`people (${lang}): the list and a person say that loading failed; Try again asks again`, async ({
    page,
    request,
  }) => {
    const user = await signedInUser(page, request, 'Petra People');
    const { errors, apiCalls } = watch(page);
    const people = PEOPLE_TEXTS[lang];
    await page.goto(`${site.url}/people?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: people.title })).toBeVisible();
    const failed = page.getByRole('alert').filter({ hasText: people.failed });
    await expect(failed).toBeVisible({ timeout: 20_000 });
    await expectFrame(page, lang);
    await expect(page.getByRole('banner').getByText(text.greeting(user.name))).toBeVisible();
    await expectReadableOnPhone(page, failed, `api-down-people-${lang}`);
    const asked = apiCalls.length;
    await failed.getByRole('button', { name: text.retry }).click();
    await expect.poll(() => apiCalls.length, { timeout: 20_000 }).toBeGreaterThan(asked);
    await expect(failed).toBeVisible({ timeout: 20_000 });

    await page.goto(`${site.url}/people/00000000-0000-4000-8000-000000000000?lang=${lang}`);
    const personFailed = page.getByRole('alert').filter({ hasText: people.person });
    await expect(personFailed).toBeVisible({ timeout: 20_000 });
    await expect(personFailed.getByRole('button', { name: text.retry })).toBeVisible();
    await expectFrame(page, lang);
    expect(errors).toEqual([]);
  });

  test(`feedback (${lang}): the list and an item page say that loading failed; Try again asks again`, async ({
    page,
  }) => {
    const { errors, apiCalls } = watch(page);
    await page.goto(`${site.url}/feedback?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: text.feedbackTitle })).toBeVisible();
    const failed = page.getByRole('alert').filter({ hasText: text.feedbackFailed });
    // The list's query tries three times before it gives up.
    await expect(failed).toBeVisible({ timeout: 20_000 });
    await expectFrame(page, lang);
    expect(apiCalls.length).toBeGreaterThanOrEqual(3);
    await expectReadableOnPhone(page, failed, `api-down-feedback-list-${lang}`);

    const asked = apiCalls.length;
    await failed.getByRole('button', { name: text.retry }).click();
    await expect.poll(() => apiCalls.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(asked + 3);
    await expect(failed).toBeVisible();

    await page.goto(`${site.url}/feedback/00000000-0000-4000-8000-000000000000?lang=${lang}`);
    const itemFailed = page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(itemFailed.getByRole('heading', { name: text.feedbackFailed })).toBeVisible({ timeout: 20_000 });
    await expect(itemFailed.getByRole('button', { name: text.retry })).toBeVisible();
    await expectFrame(page, lang);
    await expectReadableOnPhone(page, itemFailed, `api-down-feedback-item-${lang}`);
    await page.getByRole('link', { name: text.feedbackBack }).click();
    await expect(page).toHaveURL(/\/feedback(\?|$)/);
    await expect(failed).toBeVisible({ timeout: 20_000 });
    expect(errors).toEqual([]);
  });

  test(`wishlist (${lang}): a shared list's page says that loading failed, with Try again`, async ({ page }) => {
    const { errors, apiCalls } = watch(page);
    await page.goto(`${site.url}/wishlist/demo?lang=${lang}`);
    const failed = page.getByRole('alert');
    await expect(failed.getByRole('heading', { level: 1, name: text.wishlistFailed })).toBeVisible({
      timeout: 20_000,
    });
    await expectFrame(page, lang);
    expect(apiCalls.some((url) => url.includes('/public/wishlists/demo'))).toBe(true);
    await expectReadableOnPhone(page, failed, `api-down-shared-wishlist-${lang}`);

    const asked = apiCalls.length;
    await failed.getByRole('button', { name: text.retry }).click();
    await expect.poll(() => apiCalls.length, { timeout: 20_000 }).toBeGreaterThan(asked);
    await expect(failed.getByRole('heading', { level: 1, name: text.wishlistFailed })).toBeVisible({
      timeout: 20_000,
    });
    expect(errors).toEqual([]);
  });

  test(`wishlist (${lang}): the owner's pages say that loading failed; the session stays`, async ({
    page,
    request,
  }) => {
    const user = await signedInUser(page, request, 'Olga Owner');
    const { errors } = watch(page);
    await page.goto(`${site.url}/wishlists?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: text.myWishlists })).toBeVisible();
    const failed = page.getByRole('alert').filter({ hasText: text.myWishlistsFailed });
    await expect(failed).toBeVisible({ timeout: 20_000 });
    await expect(failed.getByRole('button', { name: text.retry })).toBeVisible();
    await expectFrame(page, lang);
    await expect(page.getByRole('banner').getByText(text.greeting(user.name))).toBeVisible();
    await expectReadableOnPhone(page, failed, `api-down-my-wishlists-${lang}`);

    await page.goto(`${site.url}/wishlists/00000000-0000-4000-8000-000000000000?lang=${lang}`);
    const editorFailed = page.getByRole('alert');
    await expect(editorFailed.getByRole('heading', { level: 1, name: text.wishlistEditorFailed })).toBeVisible({
      timeout: 20_000,
    });
    await expect(editorFailed).toContainText(text.wishlistEditorFailedText);
    await expect(editorFailed.getByRole('button', { name: text.retry })).toBeVisible();
    await expectFrame(page, lang);
    await expectReadableOnPhone(page, editorFailed, `api-down-wishlist-editor-${lang}`);
    await editorFailed.getByRole('link', { name: text.toMyWishlists }).click();
    await expect(page).toHaveURL(/\/wishlists(\?|$)/);
    await expect(failed).toBeVisible({ timeout: 20_000 });
    expect(errors).toEqual([]);
  });

  test(`account (${lang}): payment verification, the dashboard's cards and pricing cope with the API down`, async ({
    page,
    request,
  }) => {
    const user = await signedInUser(page, request, 'Paula Payer');
    const { errors } = watch(page);

    await page.goto(`${site.url}/payment-success?session_id=cs_test_demo&lang=${lang}`);
    const failed = page.getByRole('alert');
    await expect(failed.getByRole('heading', { level: 1, name: text.paymentTitle })).toBeVisible({ timeout: 20_000 });
    await expect(failed).toContainText(text.paymentFailed);
    await expect(failed).toContainText('cs_test_demo');
    await expectFrame(page, lang);
    await expectReadableOnPhone(page, failed, `api-down-payment-success-${lang}`);
    await failed.getByRole('link', { name: text.toSupport }).click();
    await expect(page).toHaveURL(/\/support(\?|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The dashboard: each card says on its own what could not be loaded; the rest of the page stands.
    await page.goto(`${site.url}/dashboard?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: text.dashboardHello(user.name) })).toBeVisible();
    const profileFailed = page.getByRole('alert').filter({ hasText: text.profileFailed });
    await expect(profileFailed).toBeVisible({ timeout: 20_000 });
    await expect(profileFailed.getByRole('button', { name: text.retry })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: text.dashboardWishlistsFailed })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: text.dashboardFeedbackFailed })).toBeVisible();
    await expect(page.getByText(text.planUnknown)).toBeVisible();
    await expect(page.getByTestId('profile-name')).toHaveText(user.name);
    await expectFrame(page, lang);
    await expectReadableOnPhone(page, profileFailed, `api-down-dashboard-${lang}`);

    // Pricing needs no answer from the API: the plans show, and choosing the free one goes on to the dashboard.
    await page.goto(`${site.url}/pricing?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: text.pricing })).toBeVisible();
    await expect(page.getByRole('list', { name: text.pricing }).locator(':scope > li')).toHaveCount(3);
    await page.getByRole('button', { name: text.startFree }).click();
    await expect(page.getByText(text.freeChosen)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard(\?|$)/);
    await expect(page.getByRole('alert').filter({ hasText: text.profileFailed })).toBeVisible({ timeout: 20_000 });
    await expectFrame(page, lang);
    expect(errors).toEqual([]);
  });
}
