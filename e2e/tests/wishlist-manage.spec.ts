import { expect, test, type Page } from '@playwright/test';
import { apiCall, uniqueWord, type TestUser } from '../support/api';
import { E2E_API_URL } from '../support/env';
import { mailboxCode, seedSignIn } from '../support/identity';
import { expectNoGraveViolations, openAccountMenu } from '../support/ui';
import { createProfileUser, giftCard, makeExpiredWishlist, makeWishlist, recordApiAnswers } from '../support/wishlist';

/** The owner's page holds nothing of a reservation: not on screen, not in any answer of the API it received. */
async function expectNoTraceOf(page: Page, friend: TestUser, seen: { url: string; body: string }[]) {
  const main = page.locator('main');
  await expect(main).not.toContainText('Reserved');
  await expect(main).not.toContainText(friend.name);
  expect(seen.length).toBeGreaterThan(0);
  for (const answer of seen) {
    for (const secret of [friend.sub, friend.name, friend.email, '"claimed"', '"purchased":true']) {
      expect(answer.body, `${answer.url} tells of the reservation`).not.toContain(secret);
    }
  }
}

const itemRow = (page: Page, title: string) =>
  page.locator('li[data-item-id]').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

test('a new user signs up, makes a list with three gifts, shares it, and a friend reserves one without the owner knowing', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const word = uniqueWord();
  const email = `owner.${word}@example.test`;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  // Sign up and confirm the emailed code.
  await page.goto('/signup?lang=en');
  await page.getByLabel('Your name').fill('Wendy Wishes');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Gift!Idea9');
  await page.getByLabel('Repeat the password').fill('Gift!Idea9');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.getByLabel('Digit 1 of 6').focus();
  await page.keyboard.type(await mailboxCode(request, email), { delay: 30 });
  await expect(page.getByRole('banner').getByText('Hi, Wendy Wishes')).toBeVisible();
  // Spec §2: the verification page moves on to /feedback by itself. Opening the account menu before it has would
  // race that move (a page change closes the menu), so the journey lets it land first.
  await expect(page).toHaveURL(/\/feedback$/);

  // The navbar has the owner's entry; a new user finds the empty state and makes a list.
  await (await openAccountMenu(page)).getByRole('link', { name: 'My wishlists' }).click();
  await expect(page).toHaveURL(/\/wishlists$/);
  await expect(page.getByRole('heading', { name: 'You have no wishlist yet' })).toBeVisible();
  await page.getByLabel('Name of the list').fill(`Birthday ${word}`);
  await page.getByLabel('Description (optional)').fill('Size M, and I love green.');
  await page.getByRole('button', { name: 'Create wishlist' }).click();
  await expect(page).toHaveURL(/\/wishlists\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Birthday ${word}` })).toBeVisible();

  const gifts = [
    { title: `Headphones ${word}`, price: '89.99', url: 'https://shop.example/headphones', shown: '€89.99' },
    { title: `Novel ${word}`, price: '12.5', url: '', shown: '€12.50' },
    { title: `Scarf ${word}`, price: '', url: 'https://shop.example/scarf', shown: 'No price given' },
  ];
  for (const gift of gifts) {
    await page.getByLabel('What would you like?').fill(gift.title);
    await page.getByLabel('Price in euros (optional)').fill(gift.price);
    await page.getByLabel('Link to the product (optional)').fill(gift.url);
    await page.getByRole('button', { name: 'Add gift' }).click();
    await expect(itemRow(page, gift.title)).toContainText(gift.shown);
    // The form is empty again, ready for the next gift.
    await expect(page.getByLabel('What would you like?')).toHaveValue('');
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Gifts (3)' })).toBeVisible();

  // Share: a link, copied with one press.
  await page.getByRole('button', { name: 'Create share link' }).click();
  await expect(page.getByText('Share link created')).toBeVisible();
  await expect(page.getByText('Works until you revoke it', { exact: true })).toBeVisible();
  // Focus waits for the new link and lands on the next thing to press.
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeFocused();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared).toMatch(/^http:\/\/localhost:\d+\/wishlist\/[\w-]+$/);
  await expect(page.getByRole('textbox', { name: 'Share link' })).toHaveValue(shared);
  await expect(page.getByRole('link', { name: /View as a friend/ })).toHaveAttribute('href', new URL(shared).pathname);

  // A friend opens it in another browser and reserves the novel.
  const friend = await createProfileUser(request, `Frida Friend ${word}`);
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await seedSignIn(friendPage, request, friend.email, friend.password);
  await friendPage.goto(`${new URL(shared).pathname}?lang=en`);
  await expect(friendPage.getByRole('heading', { level: 1 })).toHaveText('Wendy Wishes’s wishlist');
  await expect(friendPage.getByRole('article')).toHaveCount(3);
  await giftCard(friendPage, gifts[1]!.title)
    .getByRole('button', { name: `Reserve: ${gifts[1]!.title}` })
    .click();
  await expect(giftCard(friendPage, gifts[1]!.title).getByText('Reserved by you')).toBeVisible();

  // The owner's page, fetched again, shows all three gifts and nothing of the reservation.
  const answers = recordApiAnswers(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Gifts (3)' })).toBeVisible();
  await expect(itemRow(page, gifts[1]!.title)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto('/wishlists?lang=en');
  await expect(page.getByText('Shared: 1 active link')).toBeVisible();
  await expect(page.getByText('3 gifts', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'New wishlist' }).click();
  await expect(page.getByLabel('Name of the list')).toBeFocused();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'New wishlist' })).toBeFocused();
  await page.waitForLoadState('networkidle');
  await expectNoTraceOf(page, friend, await answers());
  await friendContext.close();
});

test('the owner marks a gift received: it vanishes for the friend; revoking the link leaves the friend at not found', async ({
  page,
  browser,
  request,
}) => {
  const word = uniqueWord();
  const owner = await createProfileUser(request, `Olga Owner ${word}`);
  const friend = await createProfileUser(request, `Fred Friend ${word}`);
  const lamp = `Lamp ${word}`;
  const mug = `Mug ${word}`;
  const list = await makeWishlist(request, owner, { items: [{ title: lamp, price: 40 }, { title: mug }] });

  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await seedSignIn(friendPage, request, friend.email, friend.password);
  await friendPage.goto(`/wishlist/${list.token}?lang=en`);
  await expect(friendPage.getByRole('article')).toHaveCount(2);
  await giftCard(friendPage, lamp)
    .getByRole('button', { name: `Reserve: ${lamp}` })
    .click();
  await expect(giftCard(friendPage, lamp).getByText('Reserved by you')).toBeVisible();

  await seedSignIn(page, request, owner.email, owner.password);
  const answers = recordApiAnswers(page);
  await page.goto(`/wishlists/${list.id}?lang=en`);
  await itemRow(page, lamp)
    .getByRole('button', { name: `Received: ${lamp}` })
    .click();
  await expect(page.getByText(`“${lamp}” marked as received: friends no longer see it`)).toBeVisible();
  await expect(itemRow(page, lamp)).toHaveCount(0);
  const received = page.getByRole('region', { name: 'Received (1)' });
  await expect(received).toContainText(lamp);
  await expect(received.getByRole('button', { name: `Put back on the list: ${lamp}` })).toBeVisible();

  // The friend's page drops it (live, or at the latest when fetched again).
  await friendPage.reload();
  await expect(friendPage.getByRole('article')).toHaveCount(1);
  await expect(giftCard(friendPage, lamp)).toHaveCount(0);

  // Put back by mistake and received again: with the last received gift its section goes, and focus lands on the gifts.
  await received.getByRole('button', { name: `Put back on the list: ${lamp}` }).click();
  await expect(page.getByText(`“${lamp}” is back on your list`)).toBeVisible();
  await expect(page.getByRole('region', { name: /^Received/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Gifts (2)' })).toBeFocused();
  await itemRow(page, lamp)
    .getByRole('button', { name: `Received: ${lamp}` })
    .click();
  await expect(page.getByRole('region', { name: 'Received (1)' })).toContainText(lamp);

  // Revoke, after a confirmation: the friend's link is gone.
  await page.getByRole('button', { name: 'Revoke' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke this link?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Revoke link' }).click();
  await expect(page.getByText('Link revoked')).toBeVisible();
  await expect(page.getByText('No share link yet. Create one to share your list.')).toBeVisible();
  await friendPage.reload();
  await expect(friendPage.getByRole('heading', { level: 1, name: 'This wishlist does not exist' })).toBeVisible();

  await page.waitForLoadState('networkidle');
  await expectNoTraceOf(page, friend, await answers());
  await friendContext.close();
});

test('a link that expired shows ‘Link verlopen’ to friends and is marked expired for the owner', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const owner = await createProfileUser(request, `Eva Expired ${word}`);
  const list = await makeExpiredWishlist(request, owner, [{ title: `Kite ${word}` }]);

  await page.goto(`/wishlist/${list.token}?lang=nl`);
  await expect(page.getByRole('heading', { level: 1, name: 'Link verlopen' })).toBeVisible();
  await expect(page.getByText('Deze deellink is verlopen')).toBeVisible();

  await seedSignIn(page, request, owner.email, owner.password);
  await page.goto(`/wishlists/${list.id}?lang=nl`);
  const link = page.locator('[data-share-link]');
  await expect(link).toHaveAttribute('data-state', 'expired');
  await expect(link).toContainText('Verlopen');
  await expect(link).toContainText('vrienden zien ‘Link verlopen’');
  await page.goto('/wishlists?lang=nl');
  await expect(page.getByText('Nog niet gedeeld')).toBeVisible();
});

test('bad input gets its reason beside the field and changes nothing (Dutch, with a decimal comma)', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const owner = await createProfileUser(request, `Bram Bad ${word}`);
  const list = await makeWishlist(request, owner, { name: `Lijst ${word}`, items: [] });
  await seedSignIn(page, request, owner.email, owner.password);

  await page.goto('/wishlists?lang=nl');
  await page.getByRole('button', { name: 'Nieuw verlanglijstje' }).click();
  await page.getByRole('button', { name: 'Verlanglijstje maken' }).click();
  await expect(page.getByLabel('Naam van de lijst')).toBeFocused();
  await expect(page.getByText('Geef je verlanglijstje een naam')).toBeVisible();

  await page.goto(`/wishlists/${list.id}?lang=nl`);
  const title = page.getByLabel('Wat zou je graag krijgen?');
  await title.fill('<script>alert(1)</script>');
  await page.getByLabel('Prijs in euro (optioneel)').fill('-5');
  await page.getByLabel('Link naar het product (optioneel)').fill('javascript:alert(document.cookie)');
  await page.getByLabel('Link naar een afbeelding (optioneel)').fill('data:image/png;base64,AAAA');
  await page.getByRole('button', { name: 'Cadeau toevoegen' }).click();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Je invoer bevat mogelijk gevaarlijke inhoud')).toBeVisible();
  await expect(page.getByText('De prijs kan niet lager zijn dan nul')).toBeVisible();
  await expect(page.getByText('Links moeten beginnen met http:// of https://')).toHaveCount(2);
  await page.getByLabel('Prijs in euro (optioneel)').fill('twaalf');
  await page.getByRole('button', { name: 'Cadeau toevoegen' }).click();
  await expect(page.getByText('Vul de prijs in als getal, bijvoorbeeld 24,99')).toBeVisible();

  // Nothing reached the list: the API still has no item.
  const detail = await apiCall(request, 'GET', `/wishlists/${list.id}`, { token: owner.idToken });
  expect((await detail.json()).items).toEqual([]);

  // Corrected, the same form saves, reading the Dutch decimal comma.
  await title.fill(`Fiets ${word}`);
  await page.getByLabel('Prijs in euro (optioneel)').fill('249,95');
  await page.getByLabel('Link naar het product (optioneel)').fill('https://winkel.example/fiets');
  await page.getByLabel('Link naar een afbeelding (optioneel)').fill('');
  await page.getByRole('button', { name: 'Cadeau toevoegen' }).click();
  await expect(itemRow(page, `Fiets ${word}`)).toContainText('€ 249,95');
  const after = await apiCall(request, 'GET', `/wishlists/${list.id}`, { token: owner.idToken });
  expect((await after.json()).items).toMatchObject([{ title: `Fiets ${word}`, price: 249.95 }]);

  // The API holds the same rules for anyone who goes around the page.
  const refused = await apiCall(request, 'POST', `/wishlists/${list.id}/items`, {
    token: owner.idToken,
    data: { title: 'x', price: -1, url: 'javascript:alert(1)' },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).details.fields).toMatchObject({
    price: { code: 'PRICE_NEGATIVE' },
    url: { code: 'INVALID_URL' },
  });
});

test('edit a gift, rename the list, and delete it; someone else’s list is not found', async ({ page, request }) => {
  const word = uniqueWord();
  const owner = await createProfileUser(request, `Erik Edit ${word}`);
  const other = await createProfileUser(request, `Otto Other ${word}`);
  const list = await makeWishlist(request, owner, {
    name: `Kerst ${word}`,
    items: [{ title: `Sjaal ${word}`, price: 20 }],
  });
  const theirs = await makeWishlist(request, other, { items: [{ title: `Secret ${word}` }] });
  await seedSignIn(page, request, owner.email, owner.password);

  await page.goto(`/wishlists/${list.id}?lang=fr`);
  await itemRow(page, `Sjaal ${word}`)
    .getByRole('button', { name: `Modifier : Sjaal ${word}` })
    .click();
  await expect(page.getByLabel('Prix en euros (facultatif)')).toHaveValue('20,00');
  await page.getByLabel('Prix en euros (facultatif)').fill('24,5');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(itemRow(page, `Sjaal ${word}`)).toContainText('€ 24,50');
  // Focus comes back to the gift's Edit button, not lost at the top of the page.
  await expect(itemRow(page, `Sjaal ${word}`).getByRole('button', { name: `Modifier : Sjaal ${word}` })).toBeFocused();

  await page.getByRole('button', { name: 'Modifier le nom et la description' }).click();
  await page.getByLabel('Nom de la liste').fill(`Noël ${word}`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Noël ${word}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifier le nom et la description' })).toBeFocused();

  // "Add a gift" opens the form with focus in its first field; Cancel brings focus back to the button.
  await page.getByRole('button', { name: 'Ajouter un cadeau' }).click();
  await expect(page.getByLabel('Qu’aimeriez-vous recevoir ?')).toBeFocused();
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('button', { name: 'Ajouter un cadeau' })).toBeFocused();

  await page.goto(`/wishlists/${theirs.id}?lang=fr`);
  await expect(page.getByRole('heading', { level: 1, name: 'Liste introuvable' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(`Secret ${word}`);

  await page.goto(`/wishlists/${list.id}?lang=fr`);
  await page.getByRole('button', { name: 'Supprimer la liste' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer la liste' }).click();
  await expect(page).toHaveURL(/\/wishlists(\?lang=fr)?$/);
  await expect(page.getByRole('heading', { name: 'Vous n’avez pas encore de liste de souhaits' })).toBeVisible();
  const gone = await request.get(`${E2E_API_URL}/public/wishlists/${list.token}`);
  expect(gone.status()).toBe(404);
});

test('signed out, /wishlists asks to log in and comes back; both pages pass axe and fit a phone', async ({
  page,
  request,
}) => {
  // Two full axe runs and a sign-in: on a slow machine more than the usual 45 s.
  test.slow();
  const word = uniqueWord();
  const owner = await createProfileUser(request, `Axel Axe ${word}`);
  const list = await makeWishlist(request, owner, {
    name: `Verjaardag ${word}`,
    items: [{ title: `Boek ${word}`, price: 15, url: 'https://shop.example/boek' }],
  });

  await page.goto('/wishlists?lang=en');
  await expect(page).toHaveURL(/\/login\?next=%2Fwishlists/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My wishlists' })).toHaveCount(0);
  await page.getByLabel('Email address').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/wishlists(\?lang=en)?$/);
  await expect(page.getByRole('link', { name: `Verjaardag ${word}` })).toBeVisible();
  // The page is judged, not the login toast: on a busy machine axe's own run can overlap the toast fading out.
  await expect(page.getByText('Successfully logged in!')).toBeHidden();
  await expectNoGraveViolations(page, '/wishlists');

  // The user's menu holds the account pages the remotes declare; Escape closes it and focus goes back.
  const greeting = page.getByRole('banner').getByRole('button', { name: `Hi, Axel Axe ${word}` });
  await greeting.click();
  const menu = page.locator(`[id="${await greeting.getAttribute('aria-controls')}"]`);
  await expect(menu.getByRole('link')).toHaveText(['My Koester', 'My people', 'My wishlists']);
  await expect(menu.getByRole('button')).toHaveText('Log out');
  await expect(menu.getByRole('link', { name: 'My wishlists' })).toHaveAttribute('aria-current', 'page');
  await expectNoGraveViolations(page, 'the user menu');
  await page.keyboard.press('Escape');
  await expect(greeting).toHaveAttribute('aria-expanded', 'false');
  await expect(greeting).toBeFocused();
  // Signed in, in Dutch, a laptop-wide bar holds every link on one line.
  await page.goto('/wishlists?lang=nl');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Feedback' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu openen' })).toBeHidden();

  await page.getByRole('link', { name: `Verjaardag ${word}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Verjaardag ${word}` })).toBeVisible();
  await expectNoGraveViolations(page, '/wishlists/:id');

  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/wishlists', `/wishlists/${list.id}`]) {
    await page.goto(`${path}?lang=nl`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await expectNoGraveViolations(page, '/wishlists/:id at 390 px');
});
