/** A live-events stream read as the web page reads it: fetch and a ReadableStream, text collected as it comes. */
export async function openEventStream(base: string, shareToken: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${base}/public/wishlists/${shareToken}/events`, {
    headers,
    signal: controller.signal,
  });
  let text = '';
  let ended = false;
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((w) => w());
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        text += decoder.decode(chunk as Uint8Array, { stream: true });
        wake();
      }
    } catch {
      // Aborted by close().
    }
    ended = true;
    wake();
  })();

  return {
    response,
    text: () => text,
    ended: () => ended,
    /** The item events received so far. */
    items: () =>
      [...text.matchAll(/^event: item\ndata: (.*)$/gm)].map((m) => JSON.parse(m[1]!) as { item_id: string; change: string }),
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
      controller.abort();
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
