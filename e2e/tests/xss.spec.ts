import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, apiCall, uniqueWord, type TestUser } from '../support/api';
import { card, postComment, postFeedback } from '../support/feedback';
import { adminCreateUser, seedSignIn } from '../support/identity';
import { openAccountMenu } from '../support/ui';
import { createProfileUser, giftCard, makeWishlist, reserveByApi } from '../support/wishlist';

// Script-shaped text stored, through the real API, in every text a user can write, then opened on every page that
// shows it, as its author, as another signed-in user, as a signed-out visitor and as the admin. A page fails if any
// script runs (a sentinel on window.__xss), if the Content-Security-Policy had to block anything, or if the markup
// holds an event-handler attribute or a script URL; and each text must be shown, as the text it is.

/** Markup with an event handler: the shapes that run when text is put into a page as HTML. */
const IMG = '<img src=x onerror="window.__xss=1">';
const SVG = '"><svg onload=window.__xss=1>';
/** Runs where text is put through a template engine (Angular, Vue, a hand-made one). */
const TEMPLATE = "{{constructor.constructor('window.__xss=1')()}}";
/** What the API refuses outright (spec §5: script tags and javascript: are dangerous content; links are http(s)). */
const SCRIPT = '<script>window.__xss=1</script>';
const JAVASCRIPT_URL = 'javascript:window.__xss=1';
const DATA_URL = 'data:text/html,<script>window.__xss=1</script>';
/** Web links that try to break out of the attribute they are put in. */
const PRODUCT_URL = 'https://shop.example.test/lamp?q="><img src=x onerror=window.__xss=1>';
const PICTURE_URL = 'https://shop.example.test/lamp.png?"onerror="window.__xss=1';

interface Stored {
  word: string;
  author: TestUser;
  reserver: TestUser;
  viewer: TestUser;
  feedback: { id: string; title: string; description: string; comments: string[] };
  wishlist: {
    id: string;
    token: string;
    name: string;
    description: string;
    lamp: { title: string; description: string };
    kite: string;
  };
}

/** The API keeps angle brackets of free text escaped: the item ids by title as it answers them. */
const escaped = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every text a user can write, each holding the payloads, stored through the API as their authors would. */
async function storePayloads(request: APIRequestContext): Promise<Stored> {
  const word = uniqueWord();
  // Profile names: the author's shows on their list and their dashboard, the reserver's on the reserved gift, the
  // viewer's in their own navbar and dashboard. The identity service holds the same name (the navbar's greeting).
  const author = await createProfileUser(request, IMG);
  const reserver = await createProfileUser(request, SVG);
  const viewer = await createProfileUser(request, TEMPLATE);

  const item = await postFeedback(request, author.idToken, {
    title: `${word} ${IMG}`,
    description: `${SVG} ${TEMPLATE} ${IMG} and a few more words`,
    type: 'bug',
  });
  const comments = [`${TEMPLATE} ${SVG}`, `${IMG} ${word}`];
  await postComment(request, author.idToken, item.id, comments[0]!);
  await postComment(request, reserver.idToken, item.id, comments[1]!);

  const lamp = { title: `${IMG} lamp`, description: `${SVG} ${TEMPLATE}` };
  const kite = `${TEMPLATE} kite`;
  const name = `${SVG} ${word}`;
  const description = `${IMG} ${TEMPLATE}`;
  const list = await makeWishlist(request, author, {
    name,
    description,
    items: [
      { ...lamp, price: 10, url: PRODUCT_URL, image_url: PICTURE_URL },
      { title: kite, price: 25 },
    ],
  });
  await reserveByApi(request, reserver, list.token, list.items[escaped(kite)]!);
  return {
    word,
    author,
    reserver,
    viewer,
    feedback: {
      id: item.id,
      title: `${word} ${IMG}`,
      description: `${SVG} ${TEMPLATE} ${IMG} and a few more words`,
      comments,
    },
    wishlist: { id: list.id, token: list.token, name, description, lamp, kite },
  };
}

let stored: Stored;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  try {
    stored = await storePayloads(request);
  } finally {
    await request.dispose();
  }
});

/**
 * Before any page of the context loads: a sentinel that records any assignment to window.__xss (every payload's
 * effect), and a record of every Content-Security-Policy violation (a payload the policy had to stop). Both are kept
 * in sessionStorage, so nothing is lost across the page loads of a journey.
 */
async function watchForScripts(page: Page) {
  await page.addInitScript(() => {
    const record = (key: string, value: string) => {
      const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      seen.push(`${location.pathname}: ${value}`);
      sessionStorage.setItem(key, JSON.stringify(seen));
    };
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => undefined,
      set: (value: unknown) => record('xss-ran', String(value)),
    });
    document.addEventListener('securitypolicyviolation', (event) =>
      record('xss-blocked', `${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
}

/**
 * The markup of a document that could run a script: event-handler attributes (React never writes one), script or
 * data URLs where a link, source or form goes, frames. `html` is parsed (never run) and scanned instead of the page's
 * own document when given.
 */
function scriptMarkup(page: Page, html: string | null = null): Promise<string[]> {
  return page.evaluate((source) => {
    const doc = source === null ? document : new DOMParser().parseFromString(source, 'text/html');
    const scriptUrl = /^\s*(javascript|vbscript|data):/i;
    const urlAttributes = ['href', 'xlink:href', 'src', 'srcdoc', 'action', 'formaction', 'data', 'poster'];
    const found: string[] = [];
    for (const element of doc.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      if (['iframe', 'frame', 'object', 'embed'].includes(tag)) found.push(`<${tag}>`);
      for (const { name, value } of element.attributes) {
        if (name.toLowerCase().startsWith('on')) found.push(`<${tag} ${name}="${value}">`);
        // A picture drawn inline (data:image/…) is no script.
        const picture = tag === 'img' && name === 'src' && /^data:image\//i.test(value);
        if (urlAttributes.includes(name.toLowerCase()) && scriptUrl.test(value) && !picture) {
          found.push(`<${tag} ${name}="${value}">`);
        }
      }
    }
    return found;
  }, html);
}

/**
 * No script ran and none had to be stopped on the pages so far, and the page as it is now holds no markup that
 * could run one (scriptMarkup).
 */
async function expectNoScript(page: Page, where: string) {
  // Anything a payload would do happens as it is put in the page: a moment for a late image error or load.
  await page.waitForLoadState('load');
  const read = (key: string) =>
    page.evaluate((name) => JSON.parse(sessionStorage.getItem(name) ?? '[]') as string[], key);
  const report = { ran: await read('xss-ran'), blocked: await read('xss-blocked'), markup: await scriptMarkup(page) };
  expect(report, where).toEqual({ ran: [], blocked: [], markup: [] });
}

/** The feedback list, searched for the item, with its comments opened. */
async function feedbackList(page: Page, { admin = false } = {}) {
  const { feedback, word } = stored;
  await page.goto(`/feedback?lang=en&q=${word}`);
  const article = card(page, feedback.title);
  await expect(article.getByRole('link', { name: feedback.title, exact: true })).toBeVisible();
  await expect(article).toContainText(feedback.description);
  await article.locator('[aria-controls]').click();
  for (const comment of feedback.comments) {
    await expect(article.getByRole('listitem').filter({ hasText: comment })).toHaveCount(1);
  }
  if (admin) await expect(article.getByRole('group')).toBeVisible();
  await expectNoScript(page, 'the feedback list');
}

/** The item's own page: title, description, comments; also its document title and breadcrumb. */
async function feedbackItem(page: Page) {
  const { feedback } = stored;
  await page.goto(`/feedback/${feedback.id}?lang=en`);
  // Signed in, the page has no early requests and asks for the item once its scripts and the session are in: on a
  // loaded CI machine that has come to just over ten seconds.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(feedback.title, { timeout: 20_000 });
  const article = page.getByRole('article');
  await expect(article).toContainText(feedback.description);
  await expect(article.getByRole('listitem')).toHaveCount(2);
  for (const comment of feedback.comments) {
    await expect(article.getByRole('listitem').filter({ hasText: comment })).toHaveCount(1);
  }
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(feedback.title);
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(feedback.title)));
  await expectNoScript(page, "the feedback item's page");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The shared list's page: the owner's name in the heading, the list's description, both gifts (the lamp with its
 * link, the kite with its reservation as this viewer may see it).
 */
async function sharedWishlist(page: Page, reservation: string | null) {
  const { wishlist, author } = stored;
  await page.goto(`/wishlist/${wishlist.token}?lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${author.name}’s wishlist`);
  await expect(page.getByText(wishlist.description, { exact: true })).toBeVisible();
  const lamp = giftCard(page, wishlist.lamp.title);
  await expect(lamp).toContainText(wishlist.lamp.description);
  await expect(
    lamp.getByRole('link', { name: `View product: ${wishlist.lamp.title} (opens in a new tab)` }),
  ).toHaveAttribute('href', PRODUCT_URL);
  const kite = giftCard(page, wishlist.kite);
  await expect(kite).toBeVisible();
  if (reservation) await expect(kite).toContainText(reservation);
  else await expect(kite.locator('[data-reservation]')).toHaveCount(0);
  await expectNoScript(page, 'the shared wishlist');
}

/** The navbar's greeting and its menu, opened: the signed-in user's name. */
async function navbarMenu(page: Page, user: TestUser) {
  const banner = await openAccountMenu(page);
  await expect(banner.getByRole('button', { name: `Hi, ${user.name}` })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expectNoScript(page, "the navbar's menu");
}

test('the API refuses script tags, javascript: and data: links with the reason, and keeps the other payloads', async ({
  request,
}) => {
  const { author, feedback, wishlist } = stored;
  const token = author.idToken;
  const refusal = async (answer: Awaited<ReturnType<typeof apiCall>>, field: string) => {
    expect(answer.status(), await answer.text()).toBe(400);
    return ((await answer.json()) as { details: { fields: Record<string, { code: string }> } }).details.fields[field]
      ?.code;
  };
  const feedbackBody = { title: 'A fine title', description: 'A fine description.', type: 'bug' };
  expect(
    await refusal(
      await apiCall(request, 'POST', '/feedback', { token, data: { ...feedbackBody, title: SCRIPT } }),
      'title',
    ),
  ).toBe('DANGEROUS_CONTENT');
  expect(
    await refusal(
      await apiCall(request, 'POST', '/feedback', {
        token,
        data: { ...feedbackBody, description: `Click ${JAVASCRIPT_URL} please` },
      }),
      'description',
    ),
  ).toBe('DANGEROUS_CONTENT');
  expect(
    await refusal(
      await apiCall(request, 'POST', `/feedback/${feedback.id}/comments`, { token, data: { content: SCRIPT } }),
      'content',
    ),
  ).toBe('DANGEROUS_CONTENT');
  expect(await refusal(await apiCall(request, 'POST', '/wishlists', { token, data: { name: SCRIPT } }), 'name')).toBe(
    'DANGEROUS_CONTENT',
  );
  expect(
    await refusal(
      await apiCall(request, 'PATCH', `/wishlists/${wishlist.id}`, { token, data: { description: SCRIPT } }),
      'description',
    ),
  ).toBe('DANGEROUS_CONTENT');
  for (const [field, link] of [
    ['url', JAVASCRIPT_URL],
    ['url', DATA_URL],
    ['image_url', JAVASCRIPT_URL],
    ['image_url', DATA_URL],
  ] as const) {
    const answer = await apiCall(request, 'POST', `/wishlists/${wishlist.id}/items`, {
      token,
      data: { title: 'A gift', [field]: link },
    });
    expect(await refusal(answer, field), `${field}: ${link}`).toBe('INVALID_URL');
  }
  expect(
    await refusal(
      await apiCall(request, 'POST', `/wishlists/${wishlist.id}/items`, { token, data: { title: SCRIPT } }),
      'title',
    ),
  ).toBe('DANGEROUS_CONTENT');
  expect(await refusal(await apiCall(request, 'PATCH', '/profiles', { token, data: { name: SCRIPT } }), 'name')).toBe(
    'DANGEROUS_CONTENT',
  );
  // The identity service, where the navbar's greeting comes from, holds names to the same rule.
  const email = `script.${uniqueWord()}@example.test`;
  await expect(
    adminCreateUser(request, {
      Username: email,
      TemporaryPassword: 'Temp!Pass1',
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'name', Value: SCRIPT },
      ],
    }),
  ).rejects.toThrow(/DANGEROUS_CONTENT/);

  // The other payloads are kept, as typed (free text with its angle brackets escaped, a name and links as they are).
  const profile = await (await apiCall(request, 'GET', '/profiles', { token })).json();
  expect(profile.name).toBe(IMG);
  const list = await (await apiCall(request, 'GET', `/wishlists/${wishlist.id}`, { token })).json();
  expect(list.name).toBe(escaped(wishlist.name));
  expect(list.items.map((item: { url: string | null }) => item.url)).toContain(PRODUCT_URL);
  expect(list.items.map((item: { image_url: string | null }) => item.image_url)).toContain(PICTURE_URL);
});

test('as their author: the feedback pages, the own wishlist pages, the shared page, the dashboard and the navbar', async ({
  page,
  request,
}) => {
  const { author, wishlist, feedback } = stored;
  await watchForScripts(page);
  await seedSignIn(page, request, author.email, author.password);

  await feedbackList(page);
  await feedbackItem(page);

  // The owner's pages: the lists, then the list with its gifts, its own edit forms open.
  await page.goto('/wishlists?lang=en');
  await expect(page.getByRole('link', { name: wishlist.name, exact: true })).toBeVisible();
  await expect(page.getByText(wishlist.description, { exact: true })).toBeVisible();
  await expectNoScript(page, 'my wishlists');

  await page.getByRole('link', { name: wishlist.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(wishlist.name);
  await expect(page.getByText(wishlist.description, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: wishlist.lamp.title, exact: true })).toBeVisible();
  await expect(page.getByText(wishlist.lamp.description, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: wishlist.kite, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^View product/ })).toHaveAttribute('href', PRODUCT_URL);
  await expectNoScript(page, "the wishlist's own page");

  await page.getByRole('button', { name: `Edit: ${wishlist.lamp.title}` }).click();
  await expect(page.getByLabel('What would you like?')).toHaveValue(wishlist.lamp.title);
  await expect(page.getByLabel('Details (optional)')).toHaveValue(wishlist.lamp.description);
  await expect(page.getByLabel('Link to the product (optional)')).toHaveValue(PRODUCT_URL);
  await expect(page.getByLabel('Link to a picture (optional)')).toHaveValue(PICTURE_URL);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Edit name and description' }).click();
  await expect(page.getByLabel('Name of the list')).toHaveValue(wishlist.name);
  await expect(page.getByLabel('Description (optional)')).toHaveValue(wishlist.description);
  await expectNoScript(page, "the wishlist's edit forms");

  // Their own shared page shows no reservations.
  await sharedWishlist(page, null);

  await page.goto('/dashboard?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${author.name}`);
  await expect(page.getByTestId('profile-name')).toHaveText(author.name);
  await expect(
    page.getByRole('region', { name: 'Your wishlists' }).getByRole('link', { name: wishlist.name }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your feedback' }).getByRole('link', { name: feedback.title }),
  ).toBeVisible();
  await expectNoScript(page, 'the dashboard');
  await page.getByRole('button', { name: 'Change name' }).click();
  await expect(page.getByLabel('Your name')).toHaveValue(author.name);
  await expectNoScript(page, "the dashboard's rename form");

  await navbarMenu(page, author);
});

test('as another signed-in user: the feedback pages, the shared wishlist with its reservation, their dashboard', async ({
  page,
  request,
}) => {
  const { viewer, reserver } = stored;
  await watchForScripts(page);
  await seedSignIn(page, request, viewer.email, viewer.password);

  await feedbackList(page);
  await feedbackItem(page);
  await sharedWishlist(page, `Reserved by ${reserver.name}`);

  await page.goto('/dashboard?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${viewer.name}`);
  await expect(page.getByTestId('profile-name')).toHaveText(viewer.name);
  await expectNoScript(page, 'the dashboard');
  await navbarMenu(page, viewer);
});

test('as a signed-out visitor: the feedback pages and the shared wishlist, as the server sends them and live', async ({
  page,
  request,
}) => {
  const { feedback, wishlist } = stored;
  // The item's and the list's pages arrive rendered with their data for a visitor: in that HTML, parsed as a browser
  // parses it, no payload is markup, and the texts are there as text.
  await page.goto('about:blank');
  const pages = [
    { address: `/feedback/${feedback.id}?lang=en`, heading: feedback.title },
    { address: `/wishlist/${wishlist.token}?lang=en`, heading: `${stored.author.name}’s wishlist` },
  ];
  for (const { address, heading } of pages) {
    let html = '';
    await expect
      .poll(async () => (html = await (await request.get(address)).text()).includes('id="koester-page-data"'), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await scriptMarkup(page, html), address).toEqual([]);
    const shown = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      return { title: doc.title, h1: doc.querySelector('h1')?.textContent };
    }, html);
    expect(shown, address).toEqual({ title: `${heading} · Koester`, h1: heading });
  }

  await watchForScripts(page);
  await feedbackList(page);
  await feedbackItem(page);
  await sharedWishlist(page, 'Reserved by someone else');
});

test("as the admin: the feedback list with its moderation controls, and the item's page", async ({ page, request }) => {
  await watchForScripts(page);
  await seedSignIn(page, request, ADMIN.email, ADMIN.password);
  await feedbackList(page, { admin: true });
  await feedbackItem(page);
});
