import { expect, test, type Response } from '@playwright/test';
import {
  ADMIN,
  adminToken,
  apiCall,
  card,
  createUser,
  postComment,
  postFeedback,
  uniqueWord,
} from '../support/feedback';
import { identitySettings, seedSignIn } from '../support/identity';

test('an admin changes a status (the current one is disabled) and deletes an item after confirming', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const author = await createUser(request, 'Moderated Author');
  const item = await postFeedback(request, author.idToken, { title: `Group gifts ${word}` });

  await seedSignIn(page, request, ADMIN.email, ADMIN.password);
  await page.goto(`/feedback?q=${word}`);
  const moderation = card(page, item.title).getByRole('group', { name: 'Moderation' });
  await expect(moderation.getByRole('button', { name: 'Open (current status)' })).toBeDisabled();

  await page.goto(`/feedback/${item.id}`);
  const article = page.getByRole('article', { name: item.title });
  const controls = article.getByRole('group', { name: 'Moderation' });
  await expect(controls.getByRole('button', { name: 'Open (current status)' })).toBeDisabled();
  await controls.getByRole('button', { name: 'In progress', exact: true }).click();
  await expect(page.getByText('Status set to In progress')).toBeVisible();
  await expect(controls.getByRole('button', { name: 'In progress (current status)' })).toBeDisabled();
  await expect(controls.getByRole('button', { name: 'Open', exact: true })).toBeEnabled();
  expect((await (await apiCall(request, 'GET', `/feedback/${item.id}`)).json()).status).toBe('in_progress');
  await page.reload();
  await expect(controls.getByRole('button', { name: 'In progress (current status)' })).toBeDisabled();

  await controls.getByRole('button', { name: 'Delete feedback' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this feedback?' });
  await expect(confirm).toContainText(`“${item.title}” is removed with its votes and comments.`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect((await apiCall(request, 'GET', `/feedback/${item.id}`)).status()).toBe(200);

  await controls.getByRole('button', { name: 'Delete feedback' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Feedback deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/feedback$/);
  expect((await apiCall(request, 'GET', `/feedback/${item.id}`)).status()).toBe(404);
  await page.goto(`/feedback/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This feedback does not exist' })).toBeVisible();
});

test("an admin deletes another user's comment; the admin's comment shows as the team to others", async ({
  browser,
  page,
  request,
}) => {
  const word = uniqueWord();
  const author = await createUser(request, 'Commented Author');
  const item = await postFeedback(request, author.idToken, { title: `Thank-you cards ${word}` });
  await postComment(request, author.idToken, item.id, 'Buy cheap pills here');
  await postComment(request, (await adminToken(request)).idToken, item.id, 'We are looking into it.');

  await seedSignIn(page, request, ADMIN.email, ADMIN.password);
  await page.goto(`/feedback/${item.id}`);
  const thread = page.getByRole('region', { name: 'Comments' });
  const spam = thread.getByRole('listitem').filter({ hasText: 'Buy cheap pills here' });
  await expect(spam).toContainText('the author');
  // The admin sees their own comment as theirs; everyone else as the team's.
  await expect(thread.getByRole('listitem').filter({ hasText: 'We are looking into it.' })).toContainText('you');
  const visitor = await browser.newPage();
  await visitor.goto(`/feedback/${item.id}`);
  await expect(
    visitor.getByRole('region', { name: 'Comments' }).getByRole('listitem').filter({ hasText: 'We are looking' }),
  ).toContainText('the Koester team');
  await visitor.close();
  await spam.getByRole('button', { name: 'Delete comment' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this comment?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Comment deleted')).toBeVisible();
  await expect(spam).toBeHidden();
  const comments = await (await apiCall(request, 'GET', `/feedback/${item.id}/comments`)).json();
  expect(comments.map((c: { content: string }) => c.content)).toEqual(['We are looking into it.']);
});

test('the API refuses the admin endpoints to a user (403) and to a visitor (401), in the one error shape', async ({
  request,
}) => {
  const user = await createUser(request, 'Not Admin');
  const other = await createUser(request, 'Other User');
  const item = await postFeedback(request, other.idToken, { title: `Gift budget ${uniqueWord()}` });
  const comment = await postComment(request, other.idToken, item.id, 'Mine, not yours.');
  const shape = { status: expect.any(Number), message: expect.any(String), code: expect.any(String) };

  for (const [method, path, data] of [
    ['PUT', `/feedback/${item.id}/status`, { status: 'declined' }],
    ['DELETE', `/feedback/${item.id}`, undefined],
  ] as const) {
    // Even for their own item, a user is no admin.
    for (const token of [user.idToken, other.idToken]) {
      const refused = await apiCall(request, method, path, { token, data });
      expect(refused.status(), `${method} ${path}`).toBe(403);
      const body = await refused.json();
      expect(body).toEqual({ ...shape, status: 403, code: 'ADMIN_ONLY', details: null });
    }
    const anonymous = await apiCall(request, method, path, { data });
    expect(anonymous.status(), `${method} ${path}`).toBe(401);
    expect(await anonymous.json()).toEqual({ ...shape, status: 401, code: 'UNAUTHORIZED', details: null });
  }

  const notYours = await apiCall(request, 'DELETE', `/feedback/${item.id}/comments/${comment.id}`, {
    token: user.idToken,
  });
  expect(notYours.status()).toBe(403);
  expect(await notYours.json()).toMatchObject({ status: 403, code: 'NOT_YOUR_COMMENT' });

  // Nothing changed.
  expect(await (await apiCall(request, 'GET', `/feedback/${item.id}`)).json()).toMatchObject({
    status: 'open',
    comment_count: 1,
  });
});

test("an anonymous item never tells its author's user id: not in the list, the item, its comments, nor to the admin", async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const x = await createUser(request, 'Hidden Author');
  const y = await createUser(request, 'Open Commenter');
  const admin = await adminToken(request);
  const item = await postFeedback(request, x.idToken, { title: `Private wish ${word}`, is_anonymous: true });
  expect(item).toMatchObject({ user_id: null, is_anonymous: true });
  await postComment(request, x.idToken, item.id, 'Author here, adding a detail.');
  await postComment(request, y.idToken, item.id, 'Good idea!');

  const paths = [
    `/feedback?q=${word}`,
    '/feedback?limit=100&sort=newest',
    `/feedback/${item.id}`,
    `/feedback/${item.id}/comments`,
    `/feedback/similar?text=${encodeURIComponent(`private wish ${word}`)}`,
  ];
  for (const token of [undefined, y.idToken, admin.idToken, x.idToken]) {
    for (const path of paths) {
      const answer = await apiCall(request, 'GET', path, { token });
      expect(answer.status(), path).toBe(200);
      const text = await answer.text();
      expect(text, path).not.toContain(x.sub);
    }
  }
  // The answers do carry the item and the other commenter's id: the check above looked at the right data.
  const comments = await (await apiCall(request, 'GET', `/feedback/${item.id}/comments`)).json();
  expect(comments.map((c: { user_id: string | null }) => c.user_id)).toEqual([null, y.sub]);
  const list = await (await apiCall(request, 'GET', `/feedback?q=${word}`)).json();
  expect(list.items.map((i: { id: string }) => i.id)).toEqual([item.id]);

  // What the admin's browser receives while moderating the list and the item page.
  const { apiBaseUrl } = await identitySettings(request);
  const answers: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (response.url().startsWith(apiBaseUrl) && response.request().method() === 'GET') answers.push(response.text());
  });
  await seedSignIn(page, request, ADMIN.email, ADMIN.password);
  await page.goto(`/feedback?q=${word}`);
  await expect(card(page, item.title)).toContainText('by anonymous');
  await card(page, item.title).getByRole('button', { name: '2 comments' }).click();
  const thread = card(page, item.title).getByRole('region', { name: 'Comments' });
  await expect(thread.getByRole('listitem').filter({ hasText: 'Author here' })).toContainText('anonymous');
  await page.goto(`/feedback/${item.id}`);
  await expect(page.getByRole('region', { name: 'Comments' }).getByRole('listitem')).toHaveCount(2);
  await page.waitForLoadState('networkidle');
  const seen = await Promise.all(answers);
  expect(seen.length).toBeGreaterThanOrEqual(3);
  for (const text of seen) expect(text).not.toContain(x.sub);
});
