// The live-streams case of npm run bench:api: N open event streams on one API instance, then claims and
// cancellations of one item; the delay from each answer to its event's arrival on every stream.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const ITEM = '5eed0000-0000-4000-8000-000000000101';
const ROUNDS = Number(process.env.BENCH_STREAM_ROUNDS ?? 20);

interface Listener {
  /** Arrival times of the item events, in order. */
  arrivals: number[];
  close(): void;
}

/** Opens one stream on its own connection; resolves once it is live (its `ready` arrived). */
function openStream(port: number): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/prod/public/wishlists/demo/events', agent: false },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
        const listener: Listener = { arrivals: [], close: () => request.destroy() };
        let pending = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const now = performance.now();
          pending += chunk;
          const messages = pending.split('\n\n');
          pending = messages.pop()!;
          for (const message of messages) {
            if (message.startsWith('event: ready')) resolve(listener);
            else if (message.startsWith('event: item')) listener.arrivals.push(now);
          }
        });
      },
    );
    request.once('error', reject);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** The server's resident memory, from /proc (Linux). */
const rssMiB = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
};

/** Opens `count` streams, then claims and cancels ROUNDS times; the delays over all streams and rounds. */
export async function measureLiveStreams(server: { port: number; pid: number; tokens: string[] }, count: number) {
  const rssBefore = rssMiB(server.pid);
  const listeners: Listener[] = [];
  // In batches, so the server's accept queue is not the thing measured.
  for (let opened = 0; opened < count; opened += 100) {
    listeners.push(
      ...(await Promise.all(Array.from({ length: Math.min(100, count - opened) }, () => openStream(server.port)))),
    );
  }
  const rss = rssMiB(server.pid);
  // After the answer (0 when the event came first), and from the moment the request was sent.
  const delays: number[] = [];
  const fromSent: number[] = [];
  let missing = 0;
  try {
    for (let round = 0; round < ROUNDS * 2; round++) {
      const method = round % 2 === 0 ? 'POST' : 'DELETE';
      const sent = performance.now();
      const answer = await fetch(`http://127.0.0.1:${server.port}/prod/public/wishlists/demo/items/${ITEM}/claim`, {
        method,
        headers: { authorization: `Bearer ${server.tokens[0]}` },
      });
      await answer.arrayBuffer();
      const answered = performance.now();
      if (!answer.ok) throw new Error(`${method} claim answered ${answer.status}`);
      const deadline = answered + 10_000;
      while (listeners.some((l) => l.arrivals.length <= round) && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      for (const listener of listeners) {
        const arrived = listener.arrivals[round];
        if (arrived === undefined) missing++;
        else {
          delays.push(Math.max(0, arrived - answered));
          fromSent.push(arrived - sent);
        }
      }
    }
  } finally {
    for (const listener of listeners) listener.close();
  }
  delays.sort((a, b) => a - b);
  fromSent.sort((a, b) => a - b);
  return {
    sentP50: percentile(fromSent, 0.5),
    sentP99: percentile(fromSent, 0.99),
    streams: count,
    events: delays.length,
    missing,
    p50: percentile(delays, 0.5),
    p99: percentile(delays, 0.99),
    max: delays.at(-1) ?? NaN,
    kibPerStream: ((rss - rssBefore) * 1024) / count,
  };
}
