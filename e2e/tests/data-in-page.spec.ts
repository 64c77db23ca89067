import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiCall, createUser, uniqueWord } from '../support/api';
import { E2E_API_URL } from '../support/env';
import { postFeedback } from '../support/feedback';
import { seedSignIn } from '../support/identity';
import { logInOnLoginPage, logOutFromNavbar, waitForLivePage } from '../support/ui';
import { createProfileUser, makeWishlist, reserveByApi } from '../support/wishlist';

// The item's and the shared wishlist's pages are rendered at request time with the API's answers in them
// (scripts/lib/render-on-request.mjs) for a browser that keeps no sign-in.

const PAGE_DATA = /<script type="application\/json" id="koester-page-data">(.*?)<\/script>/;

/** The query state a page arrived with: each query's key and data. */
function arrivedState(html: string): { queryKey: unknown[]; data: unknown }[] {
  const found = PAGE_DATA.exec(html);
  if (!found) return [];
  const state = JSON.parse(found[1]!) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  return state.queries.map((query) => ({ queryKey: query.queryKey, data: query.state.data }));
}

/** What the HTML alone shows, without any script. */
async function withoutScript(browser: Browser, address: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(address);
  const seen = {
    lang: await page.locator('html').getAttribute('lang'),
    title: await page.title(),
    heading: (await page.locator('main h1').first().textContent())?.trim(),
    main: (await page.locator('main').textContent()) ?? '',
  };
  await context.close();
  return seen;
}

/** Marks every h1 as the HTML parser creates it, before any script: a mark that survives means React kept it. */
async function markArrivedHeadings(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.tagName === 'H1') node.dataset.arrived = 'yes';
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Console messages that mean the page did not hydrate as it arrived, or that something failed. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (message.type() === 'warning' && message.text().includes('[koester]')))
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

async function pageHtml(request: APIRequestContext, address: string, cookie?: string) {
  const answer = await request.get(address, { headers: cookie ? { Cookie: cookie } : {} });
  expect(answer.status()).toBe(200);
  return answer.text();
}

/**
 * A visitor's page with its data. A render that takes longer than the server waits (a busy machine) is sent as the
 * placeholder page and serves the next request: asked again until it is there.
 */
async function renderedHtml(request: APIRequestContext, address: string) {
  let html = '';
  await expect
    .poll(async () => PAGE_DATA.test((html = await pageHtml(request, address))), { timeout: 15_000 })
    .toBe(true);
  return html;
}

test("an item's page arrives with the item in it, in the visitor's language, and React takes it over as it arrived", async ({
  browser,
  page,
  request,
}) => {
  const word = uniqueWord();
  const author = await createUser(request, `Ann Author ${word}`);
  const item = await postFeedback(request, author.idToken, { title: `Sunny mornings ${word}`, is_anonymous: true });
  const address = `/feedback/${item.id}`;

  for (const [language, type] of [
    ['fr', 'Idée'],
    ['nl', 'Wens'],
  ] as const) {
    await renderedHtml(request, `${address}?lang=${language}`);
    const seen = await withoutScript(browser, `${address}?lang=${language}`);
    expect(seen).toMatchObject({ lang: language, title: `Sunny mornings ${word} · Koester` });
    expect(seen.heading).toBe(`Sunny mornings ${word}`);
    expect(seen.main).toContain(type);
  }

  // An anonymous author stays anonymous in the page as in the API's answer: no name, address or id.
  const html = await renderedHtml(request, `${address}?lang=en`);
  expect(html).toContain(`<link rel="canonical" href="http://localhost:3100${address}?lang=en">`);
  for (const secret of [author.name, author.email, author.sub]) expect(html).not.toContain(secret);
  expect(arrivedState(html).length).toBeGreaterThan(0);

  // The browser takes the page over without rendering it again and without asking for the item.
  await markArrivedHeadings(page);
  const problems = watchConsole(page);
  const asked: string[] = [];
  page.on('request', (r) => void (r.url().startsWith(`${E2E_API_URL}/feedback/${item.id}`) && asked.push(r.url())));
  await page.goto(`${address}?lang=en`);
  await waitForLivePage(page);
  await expect(page.locator('main h1')).toHaveText(`Sunny mornings ${word}`);
  await expect(page.locator('main h1')).toHaveAttribute('data-arrived', 'yes');
  expect(asked).toEqual([]);
  expect(problems).toEqual([]);
});

test("the page follows the item's changes: a vote cast since the last visit is in the next page", async ({
  request,
}) => {
  const word = uniqueWord();
  const author = await createUser(request, `Vic Voter ${word}`);
  const item = await postFeedback(request, author.idToken, { title: `Quiet hours ${word}` });
  const upvotes = async () => {
    const itemQuery = arrivedState(await renderedHtml(request, `/feedback/${item.id}?lang=en`)).find(
      (query) => query.queryKey[1] === 'item',
    );
    return (itemQuery?.data as { upvotes: number } | undefined)?.upvotes;
  };
  expect(await upvotes()).toBe(item.upvotes);
  const vote = await apiCall(request, 'POST', `/feedback/${item.id}/vote`, {
    token: author.idToken,
    data: { upvote: true },
  });
  expect(vote.ok(), await vote.text()).toBe(true);
  expect(await upvotes()).toBe(item.upvotes + 1);
});

test('a browser that keeps a sign-in never gets a visitor’s page: the owner sees no reservation, not even in the HTML', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const owner = await createProfileUser(request, 'Olga Owner');
  const claimer = await createProfileUser(request, `Carl Claimer ${word}`);
  const lamp = `Lamp ${word}`;
  const list = await makeWishlist(request, owner, { items: [{ title: lamp }] });
  await reserveByApi(request, claimer, list.token, list.items[lamp]!);
  const address = `/wishlist/${list.token}?lang=en`;

  // A visitor's page holds the list, reservation included.
  const visitors = await renderedHtml(request, address);
  expect(visitors).toContain(lamp);
  expect(visitors).toContain('data-rendered-for-visitor');
  // A list shared by link names its owner: not for search engines.
  expect(visitors).toContain('<meta name="robots" content="noindex"');
  expect(visitors).not.toContain('rel="canonical"');
  // With the hint a sign-in leaves, the page holds no one's data.
  const signedIns = await pageHtml(request, address, 'koester_signed_in=1');
  expect(signedIns).not.toMatch(PAGE_DATA);
  expect(signedIns).not.toContain(lamp);

  // The owner signed in before the hint existed (or it expired): the browser keeps the sign-in but sends no hint.
  // The visitor's page is asked for again, with the hint, before it is shown.
  await seedSignIn(page, request, owner.email, owner.password, { hint: false });
  // Each document request, by whether it carried the hint.
  const hinted: boolean[] = [];
  page.on('request', async (r) => {
    if (r.resourceType() === 'document') hinted.push(/koester_signed_in=1/.test((await r.headerValue('cookie')) ?? ''));
  });
  const painted: string[] = [];
  await page.exposeFunction('reportPaint', (text: string) => void painted.push(text));
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length)
        (window as unknown as { reportPaint(t: string): void }).reportPaint(document.body?.innerText ?? '');
    }).observe({ type: 'paint', buffered: true });
  });
  // With a fragment, as a link to a part of the page has it: the page is still fetched again.
  await page.goto(`${address}#main`);
  await expect(page.getByRole('heading', { name: 'This is your own wishlist' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.locator('main')).not.toContainText('Reserved by');
  await expect.poll(() => hinted).toEqual([false, true]);
  // The visitor's page was never shown: every paint came from the second one.
  for (const text of painted) expect(text).not.toContain('Carl');
  expect((await page.context().cookies()).find((c) => c.name === 'koester_signed_in')?.value).toBe('1');
});

test('signing in and out on the site sets and clears the hint the server reads', async ({ page, request }) => {
  const user = await createProfileUser(request, `Sam Signin ${uniqueWord()}`);
  await page.goto('/dashboard?lang=en');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard/);
  await logInOnLoginPage(page, user);
  await expect(page).toHaveURL(/\/dashboard(\?lang=en)?$/);
  const hint = async () => (await page.context().cookies()).find((c) => c.name === 'koester_signed_in')?.value;
  await expect.poll(hint).toBe('1');
  await logOutFromNavbar(page);
  await expect.poll(hint).toBeUndefined();
});
