import { describe, expect, it } from 'vitest';
import { MessageStore } from '../src/message-store.ts';
import { startTestCatcher } from './support.ts';

const message = (to: string[], subject: string) => ({
  from: 'noreply@koester.test',
  to,
  subject,
  date: new Date(0).toISOString(),
  text: null,
  html: null,
  headers: {},
});

describe('the bound on kept messages', () => {
  it('keeps the newest KOESTER_MAILCATCHER_MAX_MESSAGES, over SMTP', async () => {
    const catcher = await startTestCatcher({ KOESTER_MAILCATCHER_MAX_MESSAGES: '3' });
    try {
      for (const n of [1, 2, 3, 4, 5]) {
        await catcher.send({
          to: n % 2 ? 'odd@example.test' : 'even@example.test',
          subject: `message ${n}`,
          text: '.',
        });
      }
      expect((await catcher.messages()).map((m) => m.subject)).toEqual(['message 5', 'message 4', 'message 3']);
      expect(await catcher.count()).toBe(3);
      // Messages 1 and 3 went to odd@, 3 and 5 are kept; 2 is gone, 4 is kept.
      expect(await catcher.count('?to=odd@example.test')).toBe(2);
      expect(await catcher.count('?to=even@example.test')).toBe(1);
      expect((await catcher.messages('?to=odd@example.test')).map((m) => m.subject)).toEqual([
        'message 5',
        'message 3',
      ]);
    } finally {
      await catcher.close();
    }
  });

  it('stays exact however many times the oldest are dropped', () => {
    const store = new MessageStore(4);
    for (let n = 1; n <= 1000; n++)
      store.add(message(n % 3 ? ['a@example.test'] : ['A@example.test', 'b@example.test'], `${n}`));
    expect(store.count()).toBe(4);
    expect(store.list().map((m) => m.subject)).toEqual(['1000', '999', '998', '997']);
    expect(store.list().map((m) => m.id)).toEqual(['1000', '999', '998', '997']);
    // 999 went to A@ and b@; 1000, 998 and 997 to a@.
    expect(store.count('a@example.test')).toBe(4);
    expect(store.count('b@example.test')).toBe(1);
    expect(store.list({ to: 'B@EXAMPLE.TEST' }).map((m) => m.subject)).toEqual(['999']);
    store.clear();
    expect(store.count()).toBe(0);
    store.add(message(['c@example.test'], 'after'));
    expect(store.list().map((m) => m.subject)).toEqual(['after']);
  });

  it('counts a message once for an address it names twice', () => {
    const store = new MessageStore(10);
    store.add(message(['twice@example.test', 'Twice@example.test'], 'one'));
    expect(store.count('twice@example.test')).toBe(1);
    expect(store.list({ to: 'twice@example.test' })).toHaveLength(1);
  });
});
