import { SMTPServer } from 'smtp-server';
import type { MailcatcherConfig } from './config.ts';
import type { MessageStore } from './message-store.ts';
import { parseMessage } from './parse-message.ts';

/** The largest message taken (bytes): larger ones are refused, so one mistake cannot fill the memory. */
const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

/**
 * The SMTP side: takes every message, from any sender to any recipient, and keeps it. No TLS and no sign-in are
 * needed (it listens on loopback): a sign-in, if the sender makes one, is accepted whatever it says. Nothing is
 * logged per message; a benchmark sends thousands.
 */
export function createSmtpServer(config: MailcatcherConfig, store: MessageStore) {
  const server = new SMTPServer({
    name: 'koester-mailcatcher',
    banner: 'Koester mail catcher (development only)',
    logger: false,
    // STARTTLS would offer a self-signed certificate, which a sender then refuses: plain text only.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anyone' }),
    // A lookup of the sender's name for each connection costs time and says nothing here.
    disableReverseLookup: true,
    size: MAX_MESSAGE_BYTES,
    rejectOversized: true,
    // On stop, connections a pooled sender keeps open are closed after this long (ms), not the default 30 s.
    closeTimeout: 2000,
    onData(stream, session, callback) {
      parseMessage(stream, session.envelope).then(
        (message) => {
          if (stream.sizeExceeded) return callback();
          store.add(message);
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  // A sender that hangs up mid-message is no news; anything else is worth a line. Without a listener an error
  // would end the process.
  let failStart: ((error: Error) => void) | undefined;
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (failStart) failStart(error);
    else if (error.code !== 'ECONNRESET') console.error(`The mail catcher's SMTP side: ${error.message}`);
  });
  return {
    listen: () =>
      new Promise<number>((resolve, reject) => {
        failStart = reject;
        server.listen(config.smtpPort, config.host, () => {
          failStart = undefined;
          const address = server.server.address();
          resolve(typeof address === 'object' && address ? address.port : config.smtpPort);
        });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
