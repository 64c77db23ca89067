import { expect, test } from '@playwright/test';
import {
  apiCall,
  card,
  createUser,
  loginDialog,
  logInWithDialog,
  postFeedback,
  uniqueWord,
  voteButtons,
} from '../support/feedback';

test('a vote pressed while signed out is applied after logging in through the dialog', async ({ page, request }) => {
  const word = uniqueWord();
  const author = await createUser(request, 'Waiting Author');
  const voter = await createUser(request, 'Late Voter');
  const item = await postFeedback(request, author.idToken, { title: `Wishlist folders ${word}` });

  await page.goto(`/feedback?q=${word}`);
  const votes = voteButtons(card(page, item.title));
  await expect(votes.up).toHaveAttribute('aria-disabled', 'true');
  await votes.up.click({ force: true });
  await logInWithDialog(page, voter);

  await expect(votes.up).toHaveAttribute('aria-pressed', 'true');
  await expect(votes.up).toHaveAccessibleName('Vote up, 1 up vote');
  await expect(votes.down).toHaveAttribute('aria-pressed', 'false');
  await expect
    .poll(async () => (await apiCall(request, 'GET', `/feedback/${item.id}`, { token: voter.idToken })).json())
    .toMatchObject({ upvotes: 1, downvotes: 0, user_vote: 'upvote' });

  // Applied once: a reload neither repeats nor undoes it.
  await page.reload();
  await expect(votes.up).toHaveAttribute('aria-pressed', 'true');
  await expect(votes.up).toHaveAccessibleName('Vote up, 1 up vote');
});

test('Follow pressed while signed out follows the item after logging in through the dialog', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const author = await createUser(request, 'Followed Author');
  const reader = await createUser(request, 'Late Follower');
  const item = await postFeedback(request, author.idToken, { title: `Calendar colours ${word}` });

  await page.goto(`/feedback/${item.id}?lang=en`);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await logInWithDialog(page, reader);

  await expect(page.getByRole('button', { name: /Following/ })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await apiCall(request, 'GET', `/feedback/${item.id}`, { token: reader.idToken })).json())
    .toMatchObject({ following: true });
});

test('a draft submitted while signed out survives a reload and is posted after logging in', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const user = await createUser(request, 'Draft Writer');
  const title = `Share a list by QR code ${word}`;
  const description = 'Print a code on the invitation.\nGuests scan it to see the list.';

  await page.goto('/feedback');
  await page.getByRole('button', { name: 'Add feedback' }).click();
  const form = page.getByRole('region', { name: 'Share your feedback' });
  // The anonymous option is for signed-in users only.
  await expect(form.getByLabel('Post anonymously')).toHaveCount(0);
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill(description);
  await form.getByRole('button', { name: 'Log in and submit' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(loginDialog(page)).toBeHidden();

  await page.reload();
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'Your feedback is ready. Log in and it is posted at once.' });
  await expect(notice).toBeVisible();
  // Editing shows the kept text.
  await notice.getByRole('button', { name: 'Edit' }).click();
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(form.getByLabel('Description')).toHaveValue(description);
  await form.getByRole('button', { name: 'Log in and submit' }).click();
  await logInWithDialog(page, user);
  await expect(page.getByText('Thank you! Your feedback was posted.')).toBeVisible();

  await page.goto('/feedback?sort=newest&status=all');
  await expect(card(page, title)).toBeVisible();
  await expect(card(page, title)).toContainText('by you');
  const mine = await (await apiCall(request, 'GET', `/feedback?q=${word}`, { token: user.idToken })).json();
  expect(mine.items).toHaveLength(1);
  expect(mine.items[0]).toMatchObject({ title, description, is_own: true, is_anonymous: false });
  // Sent once: the draft is gone.
  await page.reload();
  await expect(card(page, title)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Share your feedback' })).toHaveCount(0);
  expect((await (await apiCall(request, 'GET', `/feedback?q=${word}`)).json()).total).toBe(1);
});

test('a draft waiting for login is posted when the visitor logs in from the notice', async ({ page, request }) => {
  const word = uniqueWord();
  const user = await createUser(request, 'Notice Writer');
  const title = `Remind me a week before ${word}`;

  await page.goto('/feedback');
  await page.getByRole('button', { name: 'Add feedback' }).click();
  const form = page.getByRole('region', { name: 'Share your feedback' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('A reminder seven days before a birthday.');
  await form.getByRole('button', { name: 'Log in and submit' }).click();
  await page.keyboard.press('Escape');
  await page.reload();

  const notice = page.getByRole('status').filter({ hasText: 'Your feedback is ready.' });
  await notice.getByRole('button', { name: 'Log in' }).click();
  await logInWithDialog(page, user);
  await expect(page.getByText('Thank you! Your feedback was posted.')).toBeVisible();
  await expect(notice).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search feedback' }).fill(word);
  await expect(card(page, title)).toBeVisible();
});
