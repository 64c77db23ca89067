import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestCatcher, type TestCatcher } from './support.ts';

/** The status of a GET with this Host header (fetch always sends the URL's own). */
const statusFor = (url: string, host: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (answer) => {
        answer.resume();
        resolve(answer.statusCode!);
      })
      .on('error', reject);
  });

describe('the mail catcher', () => {
  let catcher: TestCatcher;

  beforeAll(async () => {
    catcher = await startTestCatcher();
  });
  beforeEach(async () => {
    expect((await fetch(`${catcher.url}/messages`, { method: 'DELETE' })).status).toBe(204);
  });
  afterAll(() => catcher.close());

  it('keeps what was sent: sender, recipients, subject, date, text, html and the headers', async () => {
    const date = new Date('2025-03-04T05:06:07Z');
    await catcher.send({
      to: 'anna@example.test',
      subject: 'Verjaardag van Piet — morgen',
      date,
      text: 'Piet is morgen jarig.',
      html: '<p>Piet is morgen <b>jarig</b>.</p>',
      messageId: '<reminder-1@koester.test>',
      list: { unsubscribe: { url: 'https://koester.test/unsubscribe/abc', comment: 'Unsubscribe' } },
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', 'Content-Language': 'nl' },
    });

    const [message, ...others] = await catcher.messages('?to=anna@example.test');
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      from: '"Koester" <noreply@koester.test>',
      to: ['anna@example.test'],
      subject: 'Verjaardag van Piet — morgen',
      date: date.toISOString(),
      text: 'Piet is morgen jarig.',
      html: '<p>Piet is morgen <b>jarig</b>.</p>',
    });
    expect(message!.id).toMatch(/\S/);
    expect(message!.headers).toMatchObject({
      'list-unsubscribe': '<https://koester.test/unsubscribe/abc> (Unsubscribe)',
      'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
      'message-id': '<reminder-1@koester.test>',
      'content-language': 'nl',
      to: 'anna@example.test',
    });
    expect(message!.headers['content-type']).toMatch(/^multipart\/alternative/);
    for (const [name, value] of Object.entries(message!.headers)) {
      expect(name).toBe(name.toLowerCase());
      expect(typeof value).toBe('string');
    }
  });

  it('keeps a header sent twice, folded lines joined, and headers named like object properties', async () => {
    await catcher.send({
      to: 'headers@example.test',
      subject: 'headers',
      text: '.',
      headers: {
        'X-Twice': ['first', 'second'],
        'X-Long': `start ${'word '.repeat(30)}end`,
        Constructor: 'a header',
        ['__proto__']: 'another',
      } as Record<string, string | string[]>,
    });
    const [message] = await catcher.messages('?to=headers@example.test');
    expect(message!.headers['x-twice']).toBe('first\nsecond');
    expect(message!.headers['x-long']).toBe(`start ${'word '.repeat(30)}end`);
    expect(Object.hasOwn(message!.headers, 'constructor')).toBe(true);
    expect(message!.headers.constructor).toBe('a header');
    expect(Object.hasOwn(message!.headers, '__proto__')).toBe(true);
    expect(Object.getOwnPropertyDescriptor(message!.headers, '__proto__')?.value).toBe('another');
  });

  it('leaves html null for a plain-text message, and text null for an HTML-only one', async () => {
    await catcher.send({ to: 'plain@example.test', subject: 'plain', text: 'just text' });
    await catcher.send({ to: 'html@example.test', subject: 'html', html: '<p>only html</p>' });
    // A message of one part ends with its last line's line break; a part of a multipart one does not.
    expect((await catcher.messages('?to=plain@example.test'))[0]).toMatchObject({ text: 'just text\n', html: null });
    expect((await catcher.messages('?to=html@example.test'))[0]).toMatchObject({
      text: null,
      html: '<p>only html</p>\n',
    });
  });

  it('delivers one message to each of several recipients, Cc and Bcc ones too', async () => {
    await catcher.send({
      to: ['a@example.test', 'b@example.test'],
      cc: 'c@example.test',
      bcc: 'd@example.test',
      subject: 'to four',
      text: 'hello',
    });
    const [message] = await catcher.messages();
    expect(message!.to.sort()).toEqual(['a@example.test', 'b@example.test', 'c@example.test', 'd@example.test']);
    for (const address of ['a@example.test', 'b@example.test', 'c@example.test', 'd@example.test']) {
      expect((await catcher.messages(`?to=${address}`)).map((m) => m.id)).toEqual([message!.id]);
      expect(await catcher.count(`?to=${address}`)).toBe(1);
    }
    // The Bcc recipient is in the envelope only, as a mail server sees it.
    expect(message!.headers.bcc).toBeUndefined();
  });

  it('lists newest first, all messages or one address’s, with a limit', async () => {
    for (const n of [1, 2, 3]) await catcher.send({ to: 'order@example.test', subject: `message ${n}`, text: '.' });
    await catcher.send({ to: 'someone-else@example.test', subject: 'message 4', text: '.' });

    expect((await catcher.messages()).map((m) => m.subject)).toEqual([
      'message 4',
      'message 3',
      'message 2',
      'message 1',
    ]);
    expect((await catcher.messages('?to=order@example.test')).map((m) => m.subject)).toEqual([
      'message 3',
      'message 2',
      'message 1',
    ]);
    expect((await catcher.messages('?limit=2')).map((m) => m.subject)).toEqual(['message 4', 'message 3']);
    expect((await catcher.messages('?to=order@example.test&limit=1')).map((m) => m.subject)).toEqual(['message 3']);
  });

  it('matches an address without regard to case, either way round', async () => {
    await catcher.send({ to: 'Mixed.Case@Example.TEST', subject: 'case', text: '.' });
    for (const query of ['mixed.case@example.test', 'MIXED.CASE@EXAMPLE.TEST', 'Mixed.Case@Example.TEST']) {
      expect((await catcher.messages(`?to=${encodeURIComponent(query)}`)).map((m) => m.subject)).toEqual(['case']);
      expect(await catcher.count(`?to=${encodeURIComponent(query)}`)).toBe(1);
    }
    // As the sender wrote it (nodemailer writes domain names in lower case).
    expect((await catcher.messages())[0]!.to).toEqual(['Mixed.Case@example.test']);
    expect(await catcher.messages('?to=nobody@example.test')).toEqual([]);
  });

  it('counts all messages and one address’s, and clears them', async () => {
    expect(await catcher.count()).toBe(0);
    await catcher.send({ to: 'count@example.test', subject: 'one', text: '.' });
    await catcher.send({ to: ['count@example.test', 'other@example.test'], subject: 'two', text: '.' });
    await catcher.send({ to: 'other@example.test', subject: 'three', text: '.' });
    expect(await catcher.count()).toBe(3);
    expect(await catcher.count('?to=count@example.test')).toBe(2);
    expect(await catcher.count('?to=other@example.test')).toBe(2);
    expect(await catcher.count('?to=nobody@example.test')).toBe(0);

    expect((await fetch(`${catcher.url}/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(await catcher.count()).toBe(0);
    expect(await catcher.count('?to=count@example.test')).toBe(0);
    expect(await catcher.messages()).toEqual([]);
  });

  it('refuses a limit that is not a whole number from 1, and an empty address', async () => {
    for (const query of ['?limit=0', '?limit=abc', '?limit=1.5', '?to=', '?to=a@example.test&to=b@example.test']) {
      expect((await fetch(`${catcher.url}/messages${query}`)).status, query).toBe(400);
    }
    expect((await fetch(`${catcher.url}/messages/count?to=`)).status).toBe(400);
  });

  it('is ready, and answers only its own host names', async () => {
    expect(await (await fetch(`${catcher.url}/health/ready`)).json()).toEqual({ ok: true });
    const port = new URL(catcher.url).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
      expect(await statusFor(`${catcher.url}/messages/count`, host), host).toBe(200);
    }
    for (const host of [`rebound.example:${port}`, 'localhost:1', 'localhost']) {
      expect(await statusFor(`${catcher.url}/messages`, host), host).toBe(421);
      expect(await statusFor(`${catcher.url}/health/ready`, host), host).toBe(421);
    }
  });
});
