import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiCall } from './api';

export { ADMIN, adminToken, apiCall, createUser, uniqueWord } from './api';
export { loginDialog, logInWithDialog, tabTo } from './ui';

interface FeedbackItem {
  id: string;
  title: string;
  description: string;
  type: 'bug' | 'feature';
  status: string;
  upvotes: number;
  downvotes: number;
  user_id: string | null;
  user_vote: 'upvote' | 'downvote' | null;
  comment_count: number;
}

/** Posts an item as the holder of `token` (POST /feedback), using the site in `language` when given. */
export async function postFeedback(
  request: APIRequestContext,
  token: string,
  item: { title: string; description?: string; type?: 'bug' | 'feature'; is_anonymous?: boolean },
  language?: string,
): Promise<FeedbackItem> {
  const answer = await apiCall(request, 'POST', '/feedback', {
    token,
    language,
    data: { description: `${item.title}: a description long enough.`, type: 'feature', ...item },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return answer.json();
}

/** Posts a comment on an item as the holder of `token`. */
export async function postComment(request: APIRequestContext, token: string, feedbackId: string, content: string) {
  const answer = await apiCall(request, 'POST', `/feedback/${feedbackId}/comments`, { token, data: { content } });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as { id: string; user_id: string | null; content: string };
}

/** Sets an item's status as the admin. */
export async function setStatus(request: APIRequestContext, adminIdToken: string, id: string, status: string) {
  const answer = await apiCall(request, 'PUT', `/feedback/${id}/status`, { token: adminIdToken, data: { status } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The portal's card of one item, by its title (the article is labelled by it). */
export const card = (page: Page, title: string): Locator => page.getByRole('article', { name: title });

/** An item's up and down vote buttons (their names carry the counts). */
export const voteButtons = (scope: Locator | Page) => ({
  up: scope.getByRole('button', { name: /^Vote up/ }),
  down: scope.getByRole('button', { name: /^Vote down/ }),
});
