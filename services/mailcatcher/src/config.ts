import { z } from 'zod';
import { isDevelopment, list, parseEnvironment, port, refuseWith, wholeNumber } from '@koester/server/environment.mjs';

export interface MailcatcherConfig {
  /** Where the services send their mail (KOESTER_MAILCATCHER_SMTP_PORT, default 1025). */
  smtpPort: number;
  /** Where the messages are read (KOESTER_MAILCATCHER_HTTP_PORT, default 8025). */
  httpPort: number;
  /** The interface both listen on: loopback by default, so nothing outside this machine can send or read. */
  host: string;
  /**
   * How many messages are kept: the newest, the oldest dropped first (KOESTER_MAILCATCHER_MAX_MESSAGES, default
   * 50,000). Everything is held in memory, so a long local run that sends without end cannot use it all up.
   */
  maxMessages: number;
  /** The local run's host name (KOESTER_HOST), answered besides the loopback names. */
  hostName: string | null;
  /** More host names the HTTP side answers (KOESTER_ALLOWED_HOSTS, as for the site's servers and the API). */
  extraHosts: string[];
  /** On SIGTERM, how long requests in flight may take to finish. */
  drainSeconds: number;
}

/** Every variable the mail catcher reads, checked at start (listed in `.env.example`, kept in step by a test). */
export const mailcatcherEnvironment = () =>
  z.object({
    NODE_ENV: z.string().optional(),
    KOESTER_HOST: z.string().optional(),
    KOESTER_ALLOWED_HOSTS: list().optional(),
    KOESTER_MAILCATCHER_SMTP_PORT: port().optional(),
    KOESTER_MAILCATCHER_HTTP_PORT: port().optional(),
    KOESTER_MAILCATCHER_LISTEN: z.string().optional(),
    KOESTER_MAILCATCHER_MAX_MESSAGES: wholeNumber(1, 1_000_000).optional(),
  });

/**
 * Reads the catcher's configuration; the defaults are the local run contract. A bad value, or any environment but
 * development, throws a ConfigurationError naming the variables.
 */
export function loadMailcatcherConfig(environment: NodeJS.ProcessEnv = process.env): MailcatcherConfig {
  const env = parseEnvironment('The mail catcher', mailcatcherEnvironment(), environment);
  refuseWith('The mail catcher', [
    // It keeps every message it is sent (password reset links among them) and shows them to whoever asks.
    !isDevelopment(environment) &&
      `NODE_ENV is "${environment.NODE_ENV}": the mail catcher is for development and tests only (NODE_ENV unset, ` +
        'development or test), as it shows every message it is sent to whoever asks.',
  ]);
  return {
    smtpPort: env.KOESTER_MAILCATCHER_SMTP_PORT ?? 1025,
    httpPort: env.KOESTER_MAILCATCHER_HTTP_PORT ?? 8025,
    // Loopback unless widened: a container sets KOESTER_MAILCATCHER_LISTEN=0.0.0.0.
    host: env.KOESTER_MAILCATCHER_LISTEN ?? '127.0.0.1',
    maxMessages: env.KOESTER_MAILCATCHER_MAX_MESSAGES ?? 50_000,
    hostName: env.KOESTER_HOST ?? null,
    extraHosts: env.KOESTER_ALLOWED_HOSTS ?? [],
    drainSeconds: 5,
  };
}
