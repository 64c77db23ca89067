import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactedUrl } from '../src/plugins/request-log.ts';
import { openEventStream } from './support/event-stream.ts';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';

describe('URLs as logged', () => {
  it('hide share tokens wherever a path holds one', () => {
    expect(redactedUrl('/prod/public/wishlists/abc_DEF-123/items/x/claim?y=1')).toBe(
      '/prod/public/wishlists/[redacted]/items/x/claim?y=1',
    );
    expect(redactedUrl('/prod/wishlists/id-1/share-links/abc_DEF-123')).toBe(
      '/prod/wishlists/id-1/share-links/[redacted]',
    );
    expect(redactedUrl('/prod/feedback?limit=5')).toBe('/prod/feedback?limit=5');
    // A calendar address opens a user's dates; an unsubscribe token stops their mail.
    expect(redactedUrl('/prod/calendar/Ab_cd-123.ics')).toBe('/prod/calendar/[redacted]');
    expect(redactedUrl('/prod/mail/unsubscribe?token=Ab_cd-123&kind=reminders')).toBe(
      '/prod/mail/unsubscribe?token=[redacted]&kind=reminders',
    );
    expect(redactedUrl('/prod/mail/unsubscribe?kind=reminders&token=Ab_cd')).toBe(
      '/prod/mail/unsubscribe?kind=reminders&token=[redacted]',
    );
  });
});

describe.each(BACKENDS)('the request log on %s', (backend) => {
  let api: TestApi;
  const logs: string[] = [];
  beforeAll(async () => {
    api = await startTestApi(backend, {}, { write: (line) => void logs.push(line) });
  });
  afterAll(() => api.close());

  it('never holds a share token', async () => {
    const token = api.token(USERS.alice);
    const list = (await api.call('POST', '/wishlists', { token, body: { name: 'Logged' } })).body;
    const item = (await api.call('POST', `/wishlists/${list.id}/items`, { token, body: { title: 'Gift' } })).body
      .items[0];
    const share = (await api.call('POST', `/wishlists/${list.id}/share-links`, { token, body: {} })).body.token;
    const bob = api.token(USERS.bob);
    expect((await api.call('GET', `/public/wishlists/${share}`)).status).toBe(200);
    expect((await api.call('POST', `/public/wishlists/${share}/items/${item.id}/claim`, { token: bob })).status).toBe(
      200,
    );
    const stream = await openEventStream(api.base, share);
    await stream.close();
    expect((await api.call('DELETE', `/wishlists/${list.id}/share-links/${share}`, { token })).status).toBe(200);
    // Unknown and revoked links are logged the same way.
    await api.call('GET', `/public/wishlists/${share}x`);

    const text = logs.join('');
    expect(text).toContain('/prod/public/wishlists/[redacted]');
    expect(text).toContain('/share-links/[redacted]');
    expect(text).not.toContain(share);
  });
});
