import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '@koester/build/free-port.mjs';
import { loadMailcatcherConfig } from '../src/config.ts';
import { startMailcatcher } from '../src/server.ts';
import { startTestCatcher } from './support.ts';

/** Whether something accepts connections on the loopback port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('the mail catcher configuration', () => {
  it('defaults to the local run contract', () => {
    expect(loadMailcatcherConfig({})).toMatchObject({
      smtpPort: 1025,
      httpPort: 8025,
      host: '127.0.0.1',
      maxMessages: 50_000,
    });
    expect(
      loadMailcatcherConfig({
        KOESTER_MAILCATCHER_SMTP_PORT: '1125',
        KOESTER_MAILCATCHER_HTTP_PORT: '8125',
        KOESTER_MAILCATCHER_LISTEN: '0.0.0.0',
        KOESTER_MAILCATCHER_MAX_MESSAGES: '10',
        NODE_ENV: 'test',
      }),
    ).toMatchObject({ smtpPort: 1125, httpPort: 8125, host: '0.0.0.0', maxMessages: 10 });
  });

  it('stops the start on a bad value, naming the variable and the value', () => {
    expect(() => loadMailcatcherConfig({ KOESTER_MAILCATCHER_SMTP_PORT: 'smtp' })).toThrow(
      'KOESTER_MAILCATCHER_SMTP_PORT must be a port number from 0 to 65535, not "smtp"',
    );
    expect(() => loadMailcatcherConfig({ KOESTER_MAILCATCHER_HTTP_PORT: '70000' })).toThrow(
      'KOESTER_MAILCATCHER_HTTP_PORT must be a port number',
    );
    expect(() => loadMailcatcherConfig({ KOESTER_MAILCATCHER_MAX_MESSAGES: '0' })).toThrow(
      'KOESTER_MAILCATCHER_MAX_MESSAGES must be a whole number from 1 to 1000000, not "0"',
    );
  });

  it('refuses to start outside development: it shows every message to whoever asks', async () => {
    for (const NODE_ENV of ['production', 'staging']) {
      expect(() => loadMailcatcherConfig({ NODE_ENV })).toThrow(
        `NODE_ENV is "${NODE_ENV}": the mail catcher is for development and tests only`,
      );
    }
    const [smtpPort, httpPort] = [await freePort(), await freePort()];
    await expect(
      startMailcatcher({
        NODE_ENV: 'production',
        KOESTER_MAILCATCHER_SMTP_PORT: String(smtpPort),
        KOESTER_MAILCATCHER_HTTP_PORT: String(httpPort),
      }),
    ).rejects.toMatchObject({ name: 'ConfigurationError' });
    expect(await listening(smtpPort)).toBe(false);
    expect(await listening(httpPort)).toBe(false);
  });

  it('closes both sides when it stops', async () => {
    const catcher = await startTestCatcher();
    const httpPort = Number(new URL(catcher.url).port);
    await catcher.send({ to: 'x@example.test', subject: 'before the stop', text: '.' });
    expect(await listening(catcher.smtpPort)).toBe(true);
    expect(await listening(httpPort)).toBe(true);
    await catcher.close();
    expect(await listening(catcher.smtpPort)).toBe(false);
    expect(await listening(httpPort)).toBe(false);
  });
});
