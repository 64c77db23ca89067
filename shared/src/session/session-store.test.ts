import { afterEach, describe, expect, it } from 'vitest';
import { settledUser, useSessionStore } from './session-store';

const ann = { userId: 'u-1', username: 'ann@x.test', name: 'Ann', email: 'ann@x.test', isAdmin: false };
const tokens = { idToken: 'id', accessToken: 'access', expiresAt: Date.now() + 3_600_000 };

afterEach(() => useSessionStore.setState({ status: 'unknown', user: null, tokens: null }));

describe('settledUser', () => {
  it('answers at once when the session is known', async () => {
    useSessionStore.getState().signIn(ann, tokens);
    await expect(settledUser()).resolves.toEqual(ann);
    useSessionStore.getState().signOut();
    await expect(settledUser()).resolves.toBeNull();
  });

  it('waits while the shell restores the session', async () => {
    let answer: unknown = 'pending';
    const waiting = settledUser().then((user) => (answer = user));
    await Promise.resolve();
    expect(answer).toBe('pending');
    useSessionStore.getState().signIn(ann, tokens);
    await waiting;
    expect(answer).toEqual(ann);
  });
});
