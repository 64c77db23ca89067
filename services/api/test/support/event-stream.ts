import http from 'node:http';

/**
 * A live-events stream, its text collected as it comes. Over its own
 * connection (node:http without an agent): fetch, aborted mid-stream, opens
 * a spare connection that would hold the server's close.
 */
export async function openEventStream(base: string, shareToken: string, headers: Record<string, string> = {}) {
  const request = http.get(`${base}/public/wishlists/${shareToken}/events`, { headers, agent: false });
  const incoming = await new Promise<http.IncomingMessage>((resolve, reject) =>
    request.once('response', resolve).once('error', reject),
  );
  const response = { status: incoming.statusCode!, headers: new Headers(incoming.headers as Record<string, string>) };
  let text = '';
  let ended = false;
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((w) => w());
  incoming.setEncoding('utf8');
  incoming.on('data', (chunk: string) => {
    text += chunk;
    wake();
  });
  const reading = new Promise<void>((resolve) =>
    incoming.once('close', () => {
      ended = true;
      wake();
      resolve();
    }),
  );

  return {
    response,
    text: () => text,
    ended: () => ended,
    /** The item events received so far. */
    items: () =>
      [...text.matchAll(/^event: item\ndata: (.*)$/gm)].map(
        (m) => JSON.parse(m[1]!) as { item_id: string; change: string },
      ),
    /** Resolves once the text so far passes the check; fails after `ms`. */
    async waitFor(check: (text: string) => boolean, ms = 2000, label = 'stream text') {
      if (check(text)) return;
      await new Promise<void>((resolve, reject) => {
        const waiter = () => {
          if (!check(text) && !ended) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          if (check(text)) resolve();
          else reject(new Error(`${label}: the stream ended; it said ${JSON.stringify(text)}`));
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`${label}: nothing within ${ms} ms; the stream said ${JSON.stringify(text)}`));
        }, ms);
        waiters.add(waiter);
      });
    },
    async close() {
      request.destroy();
      await reading;
    },
  };
}

export type EventStream = Awaited<ReturnType<typeof openEventStream>>;

/** Waits until the check holds, polling; for counts that change after a disconnect. */
export async function eventually(check: () => boolean, ms = 2000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
