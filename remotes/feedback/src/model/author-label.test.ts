import { describe, expect, it } from 'vitest';
import { commentAuthor, feedbackAuthor } from './author-label';

const item = (over: Partial<Parameters<typeof feedbackAuthor>[0]>) => ({
  is_anonymous: false,
  author_is_admin: false,
  is_own: false,
  ...over,
});

describe('feedbackAuthor (spec §2)', () => {
  it('shows admin-authored items as the team and others as User', () => {
    expect(feedbackAuthor(item({ author_is_admin: true }))).toBe('team');
    expect(feedbackAuthor(item({}))).toBe('user');
  });

  it('shows your own items as yours, also to an admin', () => {
    expect(feedbackAuthor(item({ is_own: true }))).toBe('yours');
    expect(feedbackAuthor(item({ is_own: true, author_is_admin: true }))).toBe('yours');
    expect(feedbackAuthor(item({ is_own: true, is_anonymous: true }))).toBe('yoursAnonymous');
  });

  it('never names the author of an anonymous item, not even as the team', () => {
    expect(feedbackAuthor(item({ is_anonymous: true }))).toBe('anonymous');
    expect(feedbackAuthor(item({ is_anonymous: true, author_is_admin: true }))).toBe('anonymous');
  });
});

describe('commentAuthor', () => {
  const comment = (over: Partial<Parameters<typeof commentAuthor>[0]>) => ({
    user_id: 'u1',
    isAdmin: false,
    is_own: false,
    ...over,
  });

  it('labels your comments, the team and other users', () => {
    expect(commentAuthor(comment({ is_own: true, isAdmin: true }), { user_id: null })).toBe('yours');
    expect(commentAuthor(comment({ isAdmin: true }), { user_id: 'u9' })).toBe('team');
    expect(commentAuthor(comment({}), { user_id: 'u9' })).toBe('user');
  });

  it("marks the named item author's answers, and keeps an anonymous author anonymous", () => {
    expect(commentAuthor(comment({}), { user_id: 'u1' })).toBe('itemAuthor');
    expect(commentAuthor(comment({ user_id: null }), { user_id: null })).toBe('anonymous');
  });
});
