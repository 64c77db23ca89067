import pg from 'pg';

/** What a channel's listener is told: each payload, that the connection dropped (payloads may be missed), that it listens again. */
export interface ChannelHandlers {
  payload(payload: string): void;
  lost(): void;
  restored(): void;
}

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

/**
 * LISTEN on one channel over one dedicated connection (never a pool's: a
 * pooled connection goes back to the pool and stops listening). When the
 * connection drops, `lost` is called and it reconnects with back-off
 * (250 ms doubling to 10 s) until it listens again or is closed. Resolves once
 * the first LISTEN is in place.
 */
/** How often the listening connection is asked whether it still answers, and how long it may take. */
const HEALTH_INTERVAL_MS = 30_000;
const HEALTH_TIMEOUT_MS = 5_000;

export async function listenOnServer(
  databaseUrl: string,
  channel: string,
  handlers: ChannelHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    // keepAlive: a connection dropped without a word (a NAT timeout, a failover) is noticed by the kernel.
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.payload(message.payload ?? '');
    });
    // An error is followed by 'end'; the reconnect hangs on 'end' alone.
    next.on('error', () => {});
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) return void (await next.end().catch(() => {}));
    next.once('end', () => {
      if (closed) return;
      handlers.lost();
      reconnect(FIRST_RETRY_MS);
    });
    client = next;
    // And asked every 30 s: a listener that cannot answer is ended, which reconnects it and ends the streams.
    const health = setInterval(() => {
      const timeout = setTimeout(() => void next.end().catch(() => {}), HEALTH_TIMEOUT_MS);
      next.query('SELECT 1').then(
        () => clearTimeout(timeout),
        () => undefined,
      );
    }, HEALTH_INTERVAL_MS);
    health.unref();
    next.once('end', () => clearInterval(health));
  };

  const reconnect = (delay: number) => {
    retry = setTimeout(() => {
      if (closed) return;
      connect().then(handlers.restored, () => reconnect(Math.min(delay * 2, LAST_RETRY_MS)));
    }, delay);
  };

  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
