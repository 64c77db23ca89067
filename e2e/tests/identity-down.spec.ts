import { expect, test, type Page } from '@playwright/test';
import { apiCall, createUser, uniqueWord } from '../support/api';
import { card, postFeedback } from '../support/feedback';
import { seedSignIn } from '../support/identity';
import { startIsolatedSite, type IsolatedSite } from '../support/isolated-site';
import {
  expectFrame,
  expectReadableOnPhone,
  loginDialog,
  openAccountMenu,
  recordPageErrors,
  type Language,
  watchForText,
} from '../support/ui';
import { LIVE_NOTE, createProfileUser, giftCard, makeWishlist } from '../support/wishlist';

// The identity service down for real: each test has its own copy of the site whose runtime config sends every call
// of the user pool to a loopback port nothing listens on. The API is the e2e run's own, reached under the copy's own
// origin (the API answers CORS only for the e2e site's fixed origins): public pages get their real data.

let site: IsolatedSite;

test.beforeEach(async () => {
  site = await startIsolatedSite({ identity: 'down', api: 'same-origin' });
});

test.afterEach(async () => {
  await site.close();
});

/** The login and sign-up forms' words, and what they say when the user pool cannot be reached. */
const TEXTS = {
  nl: {
    unreachable: 'De inlogdienst is nu niet bereikbaar. Controleer je verbinding en probeer het zo opnieuw.',
    login: 'Inloggen',
    signupTitle: 'Account aanmaken',
    signup: 'Account aanmaken',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    name: 'Je naam',
    repeat: 'Herhaal het wachtwoord',
  },
  en: {
    unreachable: 'The sign-in service cannot be reached right now. Check your connection and try again in a moment.',
    login: 'Log in',
    signupTitle: 'Create an account',
    signup: 'Create account',
    email: 'Email address',
    password: 'Password',
    name: 'Your name',
    repeat: 'Repeat the password',
  },
  fr: {
    unreachable:
      'Le service de connexion est injoignable pour le moment. Vérifiez votre connexion et réessayez dans un instant.',
    login: 'Se connecter',
    signupTitle: 'Créer un compte',
    signup: 'Créer un compte',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    name: 'Votre nom',
    repeat: 'Répétez le mot de passe',
  },
} satisfies Record<Language, unknown>;

/** The calls the page makes to the user pool (dead here), and what crashes in it. */
function watch(page: Page) {
  const errors = recordPageErrors(page);
  const identityCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(site.identityEndpoint)) identityCalls.push(request.url());
  });
  return { errors, identityCalls };
}

for (const lang of Object.keys(TEXTS) as Language[]) {
  const text = TEXTS[lang];

  test(`log in and sign up (${lang}) say the sign-in service cannot be reached, and stay usable`, async ({ page }) => {
    const { errors, identityCalls } = watch(page);
    await page.goto(`${site.url}/login?lang=${lang}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: text.login })).toBeVisible();
    await main.getByLabel(text.email).fill('somebody@example.test');
    await main.getByLabel(text.password).fill('Some!Pass1');
    await main.getByRole('button', { name: text.login }).click();
    const failed = main.getByRole('alert');
    // aws-amplify tries three times, with a short back-off, before it gives up.
    await expect(failed).toHaveText(text.unreachable, { timeout: 20_000 });
    expect(identityCalls.length).toBeGreaterThan(0);
    // Nothing else was claimed: the form is there as it was, ready for another try.
    await expect(main.getByRole('button', { name: text.login })).toBeEnabled();
    await expect(main.getByLabel(text.email)).toHaveValue('somebody@example.test');
    await expectFrame(page, lang);
    await expectReadableOnPhone(page, failed, `identity-down-login-${lang}`);

    await page.goto(`${site.url}/signup?lang=${lang}`);
    await expect(main.getByRole('heading', { level: 1, name: text.signupTitle })).toBeVisible();
    await main.getByLabel(text.name).fill('Nina Newcomer');
    await main.getByLabel(text.email).fill(`nina.${uniqueWord()}@example.test`);
    await main.getByLabel(text.password, { exact: true }).fill('Some!Pass1');
    await main.getByLabel(text.repeat).fill('Some!Pass1');
    const asked = identityCalls.length;
    await main.getByRole('button', { name: text.signup }).click();
    await expect(failed).toHaveText(text.unreachable, { timeout: 20_000 });
    expect(identityCalls.length).toBeGreaterThan(asked);
    await expect(main.getByRole('button', { name: text.signup })).toBeEnabled();
    await expect(page).toHaveURL(/\/signup(\?|$)/);
    await expectFrame(page, lang);
    await expectReadableOnPhone(page, failed, `identity-down-signup-${lang}`);
    expect(errors).toEqual([]);
  });
}

test('public pages keep working for a visitor: home, the feedback portal, a shared wishlist', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const author = await createUser(request, 'Ida Idea');
  const idea = await postFeedback(request, author.idToken, { title: `Offline mode ${word}` });
  const owner = await createProfileUser(request, 'Wim Wisher');
  const list = await makeWishlist(request, owner, { items: [{ title: `Kite ${word}`, price: 25 }] });
  const { errors, identityCalls } = watch(page);

  await page.goto(`${site.url}/?lang=en`);
  await expect(page.locator('[data-remote="marketing"] h1')).toBeVisible();
  await expectFrame(page, 'en');

  // The list and an item's page, with their data from the API.
  await page.goto(`${site.url}/feedback?lang=en&q=${word}`);
  await expect(card(page, idea.title)).toBeVisible();
  await card(page, idea.title).getByRole('link', { name: idea.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: idea.title })).toBeVisible();
  await expectFrame(page, 'en');

  await page.goto(`${site.url}/wishlist/${list.token}?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wim Wisher’s wishlist' })).toBeVisible();
  await expect(giftCard(page, `Kite ${word}`)).toBeVisible();
  await expect(page.getByText(LIVE_NOTE)).toBeVisible();
  await expectFrame(page, 'en');

  // A visitor needs no sign-in service to read: nothing was asked of it.
  expect(identityCalls).toEqual([]);

  // Only signing in needs it: the wishlist's sign-in dialog says it cannot be reached, and the page stays.
  await giftCard(page, `Kite ${word}`)
    .getByRole('button', { name: `Reserve: Kite ${word}` })
    .click();
  const dialog = loginDialog(page);
  await dialog.getByLabel('Email address').fill(owner.email);
  await dialog.getByLabel('Password').fill(owner.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(TEXTS.en.unreachable, { timeout: 20_000 });
  await expectReadableOnPhone(page, dialog.getByRole('alert'), 'identity-down-wishlist-dialog-en');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(giftCard(page, `Kite ${word}`)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a user signed in before it went down keeps their session and signed-in API calls; a new sign-in cannot', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const user = await createProfileUser(request, 'Stan Stays');
  await makeWishlist(request, user, { name: `Summer ${word}`, items: [{ title: 'Sun hat' }] });
  // The browser holds the tokens of a sign-in made while the service was up.
  await seedSignIn(page, request, user.email, user.password, { hint: false });
  const { errors } = watch(page);

  // Reads as this user: the profile and the lists come from the API, which checks the token by itself.
  await page.goto(`${site.url}/dashboard?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Stan Stays' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Hi, Stan Stays')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your wishlists' }).getByRole('link', { name: `Summer ${word}` }),
  ).toBeVisible();
  await expect(page.getByTestId('plan-name')).toHaveText('Free');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Writes as this user: a new list, made on the page, is stored under their account.
  await page.goto(`${site.url}/wishlists?lang=en`);
  await expect(page.getByRole('link', { name: `Summer ${word}` })).toBeVisible();
  await page.getByRole('button', { name: 'New wishlist' }).click();
  await page.getByLabel('Name of the list').fill(`Winter ${word}`);
  await page.getByRole('button', { name: 'Create wishlist' }).click();
  await expect(page.getByText('Wishlist created. Now add your first gift.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Winter ${word}` })).toBeVisible();
  const stored = await apiCall(request, 'GET', '/wishlists', { token: user.idToken });
  expect(((await stored.json()) as { name: string }[]).map((list) => list.name)).toContain(`Winter ${word}`);

  // A reload restores the session from the browser, without the service.
  await page.reload();
  await expect(page.getByRole('banner').getByText('Hi, Stan Stays')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Winter ${word}` })).toBeVisible();

  // Logging out works here (the revocation the service would get is lost, the tokens leave the browser) …
  const toastShown = await watchForText(page, 'Logged out successfully');
  await (await openAccountMenu(page)).getByRole('button', { name: 'Log out' }).click();
  await toastShown();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  // … but signing in again has to wait for the service, and the page says so.
  await page.goto(`${site.url}/login?lang=en`);
  const main = page.getByRole('main');
  await main.getByLabel('Email address').fill(user.email);
  await main.getByLabel('Password').fill(user.password);
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(main.getByRole('alert')).toHaveText(TEXTS.en.unreachable, { timeout: 20_000 });
  expect(errors).toEqual([]);
});
