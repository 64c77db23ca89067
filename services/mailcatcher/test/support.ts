import nodemailer, { type SendMailOptions } from 'nodemailer';
import { freePort } from '@koester/build/free-port.mjs';
import type { CaughtMessage } from '../src/message-store.ts';
import { startMailcatcher } from '../src/server.ts';

/** The mail catcher on free ports, with a pooled nodemailer transport to it, as the API sends. */
export async function startTestCatcher(env: NodeJS.ProcessEnv = {}) {
  const [smtpPort, httpPort] = [await freePort(), await freePort()];
  const app = await startMailcatcher(
    {
      KOESTER_MAILCATCHER_SMTP_PORT: String(smtpPort),
      KOESTER_MAILCATCHER_HTTP_PORT: String(httpPort),
      ...env,
    },
    { logger: false },
  );
  const url = `http://127.0.0.1:${httpPort}`;
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, pool: true });

  return {
    url,
    smtpPort,
    /** Sends one message over SMTP; resolves once the catcher has taken it. */
    send: (mail: SendMailOptions) => transport.sendMail({ from: 'Koester <noreply@koester.test>', ...mail }),
    /** The messages the HTTP side answers for a query such as `?to=…`. */
    messages: async (query = '') => {
      const answer = await fetch(`${url}/messages${query}`);
      if (!answer.ok) throw new Error(`GET /messages${query}: ${answer.status} ${await answer.text()}`);
      return ((await answer.json()) as { messages: CaughtMessage[] }).messages;
    },
    count: async (query = '') =>
      ((await (await fetch(`${url}/messages/count${query}`)).json()) as { count: number }).count,
    close: async () => {
      transport.close();
      await app.close();
    },
  };
}

export type TestCatcher = Awaited<ReturnType<typeof startTestCatcher>>;
