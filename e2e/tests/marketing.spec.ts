import { expect, test, type Page } from '@playwright/test';
import { E2E_IDENTITY_PORT, E2E_PORTS } from '../support/env';

const ART = '/blog/the-art-of-meaningful-gift-giving';
const DATES = '/blog/how-to-remember-important-dates-without-stress';

const metaDescription = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

test('the landing page: every block, in place without other remotes or aws-amplify', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Remember what matters to the people who matter');
  for (const heading of [
    'Everything you need to show you care',
    'How it works',
    'What our testers say',
    'Try Koester now',
    'Help shape Koester',
    'Your data stays yours',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(main).toContainText('support is free while we test, and paid plans will follow later');
  await expect(main.locator('ol li')).toHaveCount(8); // four steps of how it works, four install steps
  const android = main.getByRole('link', { name: /Join the Android test/ });
  await expect(android).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);
  await expect(android).toHaveAttribute('target', '_blank');
  await expect(main.getByRole('link', { name: /Join the iPhone beta/ })).toHaveAttribute(
    'href',
    /^https:\/\/testflight\.apple\.com\//,
  );
  await expect(main.getByRole('link', { name: 'Go to the feedback portal' })).toHaveAttribute('href', '/feedback');
  await expect(main.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/privacy');
  await expect(page).toHaveTitle('Reminders and gift ideas for the people you love · Koester');
  expect(await metaDescription(page)).toContain('Koester reminds you of birthdays and anniversaries');

  await page.waitForLoadState('networkidle');
  // The shell's inline boot script found the marketing remote for / in the runtime config and preloaded its entry.
  // (Whether the preload wins the race with the shell's own request depends on the machine's load; the bundle
  // benchmark measures that.)
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')]
      .map((link) => link.href)
      .filter((href) => /\/static\/js\/marketing\.[^/]+\.js$/.test(href)),
  );
  expect(preloaded).toHaveLength(1);
  const otherRemotes = [E2E_PORTS.feedback, E2E_PORTS.wishlist, E2E_PORTS.account].map((port) => `:${port}/`);
  expect(requested.filter((url) => otherRemotes.some((port) => url.includes(port)))).toEqual([]);
  expect(requested.filter((url) => url.includes('cognito') || url.includes(`:${E2E_IDENTITY_PORT}`))).toEqual([]);
});

test('FAQ: one answer open at a time, operable with the keyboard, with a link to /contact', async ({ page }) => {
  await page.goto('/faq');
  const questions = page.getByRole('main').getByRole('button');
  await expect(questions).toHaveCount(9);
  for (const category of ['General', 'Wishlists', 'Reminders']) {
    await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
  }
  const cost = page.getByRole('button', { name: 'What does Koester cost?' });
  const devices = page.getByRole('button', { name: 'Which devices can I use Koester on?' });
  await expect(cost).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('[role="region"]:visible')).toHaveCount(0);

  await cost.click();
  await expect(cost).toHaveAttribute('aria-expanded', 'true');
  const answer = page.getByRole('region', { name: 'What does Koester cost?' });
  await expect(answer).toContainText('Pro');
  await expect(answer.locator('li')).toHaveCount(3);
  expect(await cost.getAttribute('aria-controls')).toBe(await answer.getAttribute('id'));

  await devices.click();
  await expect(devices).toHaveAttribute('aria-expanded', 'true');
  await expect(cost).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('[role="region"]:visible')).toHaveCount(1);

  // Keyboard: arrows move between questions across categories, Home/End jump, Enter and Space toggle.
  await devices.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: 'Can I keep a wishlist for someone else?' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('button', { name: 'How do notifications work?' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: 'How does Koester work?' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'How do notifications work?' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(devices).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(page.locator('[role="region"]:visible')).toHaveCount(0);

  await page.getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('blog: newest first with localized dates; the contents highlight the section at the top and scroll to 80 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/blog');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('17 July 2025');
  await expect(cards.nth(0)).toContainText('6 min read');
  await expect(cards.nth(1)).toContainText('10 July 2025');
  await expect(cards.nth(1)).toContainText('5 min read');

  await cards.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${ART}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The art of meaningful gift-giving');
  await expect(page.getByRole('link', { name: '← Back to the blog' })).toHaveAttribute('href', '/blog');
  await expect(page).toHaveTitle('The art of meaningful gift-giving · Koester');

  const toc = page.getByRole('navigation', { name: 'On this page' });
  const entries = toc.getByRole('link');
  expect(await entries.count()).toBeGreaterThanOrEqual(5);
  await expect(entries.nth(0)).toHaveAttribute('aria-current', 'location');
  // Formatting: bold runs, bullet lists and an italic paragraph.
  const body = page.getByRole('main').getByRole('article');
  expect(await body.locator('strong').count()).toBeGreaterThan(3);
  expect(await body.locator('li').count()).toBeGreaterThan(3);
  expect(await body.locator('p > em').count()).toBeGreaterThan(0);

  await entries.nth(3).click();
  const target = page.locator(`#${(await entries.nth(3).getAttribute('href'))!.slice(1)}`);
  await expect.poll(async () => Math.round((await target.boundingBox())!.y)).toBe(80);
  await expect(entries.nth(3)).toHaveAttribute('aria-current', 'location');
  await expect(entries.nth(0)).not.toHaveAttribute('aria-current');
  await expect(page).toHaveURL(/#.+$/);
  await expect(target).toBeFocused();

  // The contents stay in view (sticky) and follow scrolling by hand.
  expect(Math.round((await toc.boundingBox())!.y)).toBeLessThanOrEqual(80);
  const second = page.locator(`#${(await entries.nth(1).getAttribute('href'))!.slice(1)}`);
  await second.evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 40 }));
  await expect(entries.nth(1)).toHaveAttribute('aria-current', 'location');
});

test('blog: a missing French version falls back to English and says so; an unknown slug has a way back', async ({
  page,
}) => {
  await page.goto('/blog?lang=fr');
  const card = page.getByRole('main').getByRole('article').first();
  await expect(card).toContainText('17 juillet 2025');
  await expect(card).toContainText('6 min de lecture');
  await expect(card).toContainText('En anglais');
  await expect(card).toHaveAttribute('lang', 'en');
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${DATES}$`));
  await expect(page.getByRole('note')).toHaveText(
    'Cet article n’est pas encore disponible en français : vous lisez la version anglaise.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to remember important dates without stress');
  await expect(page.getByRole('navigation', { name: 'Sur cette page' })).toBeVisible();
  await expect(page.getByRole('link', { name: '← Retour au blog' })).toBeVisible();

  // The article that exists in French is French; switching language swaps the article in place.
  await page.goto(`${ART}?lang=fr`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('L’art d’offrir un cadeau qui a du sens');
  await expect(page.getByRole('note')).toHaveCount(0);
  await page.getByRole('button', { name: 'Nederlands' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('De kunst van geven met betekenis');
  await expect(page).toHaveTitle('De kunst van geven met betekenis · Koester');

  await page.goto('/blog/no-such-article?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
  await page.getByRole('link', { name: '← Back to the blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('contact: required fields, then sending (“Envoi...”) for a second with no request, then the toast and an empty form', async ({
  page,
}) => {
  await page.goto('/contact?lang=fr');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'hallo@koester.app' })).toHaveAttribute(
    'href',
    'mailto:hallo@koester.app',
  );
  await expect(main.getByRole('link', { name: /feedback/i })).toHaveAttribute('href', '/feedback');
  const send = main.getByRole('button', { name: 'Envoyer' });
  await send.click();
  await expect(main.getByText('Ce champ est obligatoire.')).toHaveCount(4);
  await expect(main.getByLabel('Nom')).toBeFocused();
  await expect(main.getByLabel('Nom')).toHaveAttribute('aria-invalid', 'true');

  await main.getByLabel('Nom').fill('Claire Martin');
  await expect(main.getByText('Ce champ est obligatoire.')).toHaveCount(3);
  await expect(main.getByLabel('Adresse e-mail')).toHaveAttribute('type', 'email');
  await main.getByLabel('Adresse e-mail').fill('claire@exemple');
  await main.getByLabel('Objet').fill('Une question');
  await main.getByLabel('Message', { exact: true }).fill('Bonjour, quand sort la version iPhone ?');
  await send.click();
  await expect(main.getByText('Saisissez une adresse e-mail valide.')).toBeVisible();
  await expect(main.getByLabel('Message', { exact: true })).toHaveValue('Bonjour, quand sort la version iPhone ?');

  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await main.getByLabel('Adresse e-mail').fill('claire@exemple.fr');
  await send.click();
  const sending = main.getByRole('button', { name: 'Envoi...' });
  await expect(sending).toBeDisabled();
  await expect(
    page.getByText('Merci pour votre message ! Nous vous répondrons dans les meilleurs délais.').first(),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  for (const field of ['Nom', 'Adresse e-mail', 'Objet', 'Message'])
    await expect(main.getByLabel(field, { exact: true })).toHaveValue('');
  expect(requests.filter((url) => !/\.(js|css|woff2|svg)$/.test(new URL(url).pathname))).toEqual([]);
});

test('legal pages state the age, the notice period and the EU region, and follow the language', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  const main = page.getByRole('main');
  await expect(main).toContainText('16');
  await expect(main).toContainText('30 days');
  await expect(main).toContainText('eu-west-1');
  await expect(main).toContainText('Last updated 1 November 2026');
  const description = await metaDescription(page);

  await page.getByRole('button', { name: 'Nederlands' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacybeleid');
  await expect(main).toContainText('1 november 2026');
  expect(await metaDescription(page)).not.toBe(description);

  await page.goto('/terms?lang=fr');
  await expect(page.getByRole('navigation', { name: 'Sommaire' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('30 jours');
  await expect(page.getByRole('main')).toContainText('16 ans');
});
