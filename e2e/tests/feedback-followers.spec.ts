import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { ADMIN, adminToken, apiCall, card, postComment, postFeedback, uniqueWord } from '../support/feedback';
import { seedSignIn } from '../support/identity';
import { messagesTo, waitForMessage } from '../support/mail-catcher';
import { watchForText } from '../support/ui';
import { createProfileUser } from '../support/wishlist';

// Closing the loop on the feedback portal: following, status mail and comment digests read from the local mail
// catcher (each in the reader's own language, once), unsubscribing from one item, merging a duplicate, the public
// roadmap with its Atom feed, and the "Show" filter of the viewer's own slices.

/** The messages to an address whose subject holds `word` (this journey's item), after a moment for late ones. */
async function settledMessages(email: string, word: string) {
  await new Promise((resolve) => setTimeout(resolve, 2500));
  return (await messagesTo(email)).filter((message) => message.subject.includes(word));
}

/** The demo admin signed in on a page of its own, in English. */
async function adminPage(browser: Browser, request: APIRequestContext) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await seedSignIn(page, request, ADMIN.email, ADMIN.password);
  return { page, close: () => context.close() };
}

const vote = (request: APIRequestContext, token: string, id: string, upvote = true) =>
  apiCall(request, 'POST', `/feedback/${id}/vote`, { token, data: { upvote } }).then((answer) =>
    expect(answer.status(), `vote on ${id}`).toBe(200),
  );

test('a follower hears of a status change once, in their language, with the note; then stops mail about the item', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const word = uniqueWord();
  // The author uses the site in French; the follower follows in Dutch.
  const author = await createProfileUser(request, 'Fanny Auteur');
  const item = await postFeedback(request, author.idToken, { title: `Export to my calendar ${word}` }, 'fr');
  const follower = await createProfileUser(request, 'Noor Volger');
  await seedSignIn(page, request, follower.email, follower.password);
  await page.goto(`/feedback/${item.id}?lang=nl`);
  await page.getByRole('button', { name: 'Volgen', exact: true }).click();
  await expect(page.getByText('Je volgt dit item nu')).toBeVisible();
  await expect(page.getByRole('button', { name: '✓ Je volgt dit' })).toHaveAttribute('aria-pressed', 'true');
  // What they follow, in the portal's "Show" filter (in the address like the other filters).
  await page.goto(`/feedback?lang=nl&q=${word}`);
  await page.getByLabel('Toon').selectOption({ label: 'Wat ik volg' });
  await expect(page).toHaveURL(/mine=following/);
  await expect(card(page, item.title)).toBeVisible();

  const admin = await adminPage(browser, request);
  try {
    await admin.page.goto(`/feedback/${item.id}?lang=en`);
    const controls = admin.page.getByRole('article', { name: item.title }).getByRole('group', { name: 'Moderation' });
    const noteField = controls.getByLabel('Note to followers (optional)');
    // A note over 1000 characters holds the change back and takes the focus, its error beside it.
    await noteField.fill('x'.repeat(1001));
    await controls.getByRole('button', { name: 'In progress', exact: true }).click();
    await expect(noteField).toBeFocused();
    await expect(noteField).toHaveAttribute('aria-invalid', 'true');
    await noteField.fill('Planned for the spring release.');
    await controls.getByRole('button', { name: 'In progress', exact: true }).click();
    await expect(admin.page.getByText('Status set to In progress')).toBeVisible();
    await expect(controls.getByLabel('Note to followers (optional)')).toHaveValue('');

    const dutch = await waitForMessage(follower.email, (m) => m.subject.includes(word), 30_000);
    expect(dutch.subject).toBe(`“${item.title}” is nu: In behandeling`);
    expect(dutch.text).toContain('is veranderd van Open naar In behandeling');
    expect(dutch.text).toContain('Planned for the spring release.');
    expect(dutch.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const french = await waitForMessage(author.email, (m) => m.subject.includes(word), 30_000);
    expect(french.subject).toBe(`« ${item.title} » est maintenant : En cours`);
    // One each; the admin who made the change hears nothing.
    expect(await settledMessages(follower.email, word)).toHaveLength(1);
    expect((await messagesTo(author.email)).filter((m) => m.subject.includes(word))).toHaveLength(1);
    expect((await messagesTo(ADMIN.email)).filter((m) => m.subject.includes(word))).toHaveLength(0);

    // The mail's "no more mail about this item" link: one click on the site's page, in the mail's language.
    const stopItem = /Geen mail meer over dit item: (http:\/\/\S+)/.exec(dutch.text!)![1]!;
    expect(stopItem).toContain(`feedback=${item.id}`);
    await page.goto(stopItem);
    await expect(page.getByText('E-mails over dit ene feedbackitem')).toBeVisible();
    await page.getByRole('button', { name: 'Stop deze e-mails' }).click();
    await expect(page.getByRole('heading', { name: 'Je ontvangt deze e-mails niet meer' })).toBeVisible();

    // The next change reaches the author only.
    await controls.getByRole('button', { name: 'Completed', exact: true }).click();
    await expect(admin.page.getByText('Status set to Completed')).toBeVisible();
    await waitForMessage(author.email, (m) => m.subject.includes(word) && m.subject.includes('Terminé'), 30_000);
    expect(await settledMessages(follower.email, word)).toHaveLength(1);
    await page.goto(`/feedback/${item.id}?lang=en`);
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute('aria-pressed', 'false');
  } finally {
    await admin.close();
  }
});

test('comments reach the followers as one digest per item per hour, never to the one who wrote them', async ({
  request,
}) => {
  test.slow();
  const word = uniqueWord();
  const author = await createProfileUser(request, 'Dirk Digest');
  const item = await postFeedback(request, author.idToken, { title: `Shared gift pot ${word}` }, 'en');
  const follower = await createProfileUser(request, 'Chloé Abonnée');
  const followed = await apiCall(request, 'PUT', `/feedback/${item.id}/follow`, {
    token: follower.idToken,
    language: 'fr',
  });
  expect(followed.status(), await followed.text()).toBe(200);
  const commenter = await createProfileUser(request, 'Cees Commentaar');
  await postComment(request, commenter.idToken, item.id, 'Yes please, for the office collection.');

  const digest = await waitForMessage(follower.email, (m) => m.subject.includes(word), 30_000);
  expect(digest.subject).toBe(`Nouveaux commentaires sur « ${item.title} »`);
  expect(digest.text).toContain('Yes please, for the office collection.');
  // Nobody is named in a digest.
  expect(digest.text).not.toContain('Cees');
  const english = await waitForMessage(author.email, (m) => m.subject.includes(word), 30_000);
  expect(english.subject).toBe(`New comments on “${item.title}”`);

  // Within the hour, another comment waits for the next digest: nothing more now.
  await postComment(request, author.idToken, item.id, 'Thanks, noted.');
  expect(await settledMessages(follower.email, word)).toHaveLength(1);
  expect(await settledMessages(author.email, word)).toHaveLength(1);
  // The commenter follows now (they commented), but a digest of only their own words is not sent to them.
  expect(await settledMessages(commenter.email, word)).toHaveLength(0);
});

test('an admin merges a duplicate: its votes, comments and followers move, and its address leads to the other', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const word = uniqueWord();
  const first = await createProfileUser(request, 'Kept Author');
  const second = await createProfileUser(request, 'Duplicate Author');
  const keep = await postFeedback(request, first.idToken, { title: `Dark mode ${word}` });
  const duplicate = await postFeedback(request, second.idToken, { title: `Night theme please ${word}` });
  const [onlyDuplicate, both] = [
    await createProfileUser(request, 'Voter One'),
    await createProfileUser(request, 'Voter Both'),
  ];
  await vote(request, onlyDuplicate.idToken, duplicate.id);
  await vote(request, both.idToken, duplicate.id);
  await vote(request, both.idToken, keep.id);
  await postComment(request, onlyDuplicate.idToken, duplicate.id, 'My eyes would thank you.');
  const before = (await (await apiCall(request, 'GET', `/feedback/${keep.id}`)).json()) as { upvotes: number };

  const admin = await adminPage(browser, request);
  try {
    await admin.page.goto(`/feedback/${duplicate.id}?lang=en`);
    await admin.page.getByRole('button', { name: 'Merge into…' }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Merge “${duplicate.title}” into another item` });
    await dialog.getByLabel('Find the item to keep').fill(`dark mode ${word}`);
    await dialog.getByRole('radio', { name: new RegExp(keep.title) }).check();
    await expect(dialog).toContainText(`“${duplicate.title}” will be merged into “${keep.title}”.`);
    const toastShown = await watchForText(admin.page, `Merged into “${keep.title}”`);
    await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
    await toastShown();
    await expect(admin.page).toHaveURL(new RegExp(`/feedback/${keep.id}`));
    await expect(admin.page.getByRole('heading', { level: 1, name: keep.title })).toBeVisible();
  } finally {
    await admin.close();
  }

  // One vote per person: the voter of both counts once.
  const after = (await (await apiCall(request, 'GET', `/feedback/${keep.id}`)).json()) as { upvotes: number };
  expect(after.upvotes).toBe(before.upvotes + 1);
  // A visitor at the duplicate's address lands on the kept item, told why, with the moved comment marked.
  await page.goto(`/feedback/${duplicate.id}?lang=en`);
  await expect(page).toHaveURL(new RegExp(`/feedback/${keep.id}`));
  await expect(page.getByText(`“${duplicate.title}” was merged into this item.`)).toBeVisible();
  const moved = page.getByRole('region', { name: 'Comments' }).getByRole('listitem').filter({ hasText: 'My eyes' });
  await expect(moved).toContainText(`From “${duplicate.title}”`);
  // The duplicate's followers (its author, its voters) follow the kept item now.
  const followed = await apiCall(request, 'GET', `/feedback?mine=following&q=${word}`, { token: second.idToken });
  expect(((await followed.json()) as { items: { id: string }[] }).items.map((i) => i.id)).toEqual([keep.id]);
});

test('the public roadmap shows a finished item with its votes and links to it; its Atom feed tells the change', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const author = await createProfileUser(request, 'Road Mapper');
  const item = await postFeedback(request, author.idToken, { title: `Print wishlists ${word}` });
  await vote(request, author.idToken, item.id);
  const { idToken } = await adminToken(request);
  const done = await apiCall(request, 'PUT', `/feedback/${item.id}/status`, {
    token: idToken,
    data: { status: 'completed' },
  });
  expect(done.status(), await done.text()).toBe(200);

  // Sent rendered with its data: the item is in the HTML, with one canonical link and one feed link in its head. (A
  // render slower than the server waits for goes out as the placeholder page and serves the next request.)
  let served = '';
  await expect
    .poll(async () => (served = await (await request.get('/feedback/roadmap?lang=en')).text()).includes(item.title), {
      timeout: 15_000,
    })
    .toBe(true);
  expect(served.match(/rel="canonical"/g)).toHaveLength(1);
  expect(served.match(/application\/atom\+xml/g)).toHaveLength(1);

  await page.goto('/feedback?lang=en');
  await page.getByRole('link', { name: 'See the roadmap →' }).click();
  await expect(page).toHaveURL(/\/feedback\/roadmap/);
  await expect(page.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
  const completed = page.getByRole('region', { name: /^Completed/ });
  const entry = completed.getByRole('listitem').filter({ hasText: item.title });
  await expect(entry).toContainText('1 vote');
  const feed = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
  const feedUrl = await feed.getAttribute('href');
  expect(feedUrl).toMatch(/\/feedback\/changes\.atom\?lang=en$/);
  await entry.getByRole('link', { name: item.title }).click();
  await expect(page).toHaveURL(new RegExp(`/feedback/${item.id}`));

  const atom = await request.get(feedUrl!);
  expect(atom.headers()['content-type']).toContain('application/atom+xml');
  const xml = await atom.text();
  expect(xml).toContain(item.title);
  expect(xml).toContain(`/feedback/${item.id}`);
});

test('"Show" narrows the portal to what the viewer wrote or voted on, kept in the address', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const viewer = await createProfileUser(request, 'Sara Selector');
  const other = await createProfileUser(request, 'Olaf Other');
  const mine = await postFeedback(request, viewer.idToken, { title: `Reminder sounds ${word}` });
  const voted = await postFeedback(request, other.idToken, { title: `Gift receipts ${word}` });
  const untouched = await postFeedback(request, other.idToken, { title: `Group chat ${word}` });
  await vote(request, viewer.idToken, voted.id);

  await seedSignIn(page, request, viewer.email, viewer.password);
  await page.goto(`/feedback?lang=en&q=${word}&status=all`);
  for (const item of [mine, voted, untouched]) await expect(card(page, item.title)).toBeVisible();
  await page.getByLabel('Show').selectOption({ label: 'My votes' });
  await expect(page).toHaveURL(/mine=votes/);
  await expect(card(page, voted.title)).toBeVisible();
  await expect(card(page, mine.title)).toBeHidden();
  await page.getByLabel('Show').selectOption({ label: 'My feedback' });
  await expect(page).toHaveURL(/mine=items/);
  await expect(card(page, mine.title)).toBeVisible();
  await expect(card(page, voted.title)).toBeHidden();
  await page.reload();
  await expect(page.getByLabel('Show')).toHaveValue('items');
  await expect(card(page, mine.title)).toBeVisible();
  await expect(card(page, untouched.title)).toBeHidden();
});
