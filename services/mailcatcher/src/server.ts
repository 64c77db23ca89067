import { runService } from '@koester/server/drain';
import { buildMailcatcherApp } from './app.ts';
import { loadMailcatcherConfig } from './config.ts';
import { MessageStore } from './message-store.ts';
import { createSmtpServer } from './smtp.ts';

/**
 * Starts the mail catcher: the SMTP side the services send to, then the HTTP side the messages are read from. Both
 * close together (the HTTP app's close closes the SMTP side too).
 */
export async function startMailcatcher(env: NodeJS.ProcessEnv = process.env, { logger = true } = {}) {
  const config = loadMailcatcherConfig(env);
  const store = new MessageStore(config.maxMessages);
  const smtp = createSmtpServer(config, store);
  const smtpPort = await smtp.listen();
  const app = buildMailcatcherApp({ config, store, logger });
  app.addHook('onClose', async () => smtp.close());
  try {
    await app.listen({ port: config.httpPort, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  return Object.assign(app, { smtpPort, drainSeconds: config.drainSeconds });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runService(startMailcatcher, (app) => ({ drainSeconds: app.drainSeconds }));
}
