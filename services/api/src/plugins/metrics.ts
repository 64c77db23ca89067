import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database.ts';
import { bufferedBytes, type OpenStreams } from '../events/open-streams.ts';
import type { WishlistEvents } from '../events/wishlist-events.ts';

/** What a Prometheus scrape of the API holds, besides Node's own process metrics. */
export interface ApiMetrics {
  registry: Registry;
  /** For the event feed: how long after its NOTIFY a change reached this instance's streams. */
  fanoutDelay(ms: number): void;
}

/**
 * The API's metrics: requests counted and timed per route (its template, never the raw URL: ids and share tokens
 * stay out, and the series stay few), method and status; open event streams; the database pool's use; and the
 * delay of the live-event fan-out. One registry per app, so two apps in one process (tests) do not collide.
 */
export function apiMetrics(): ApiMetrics & {
  register(
    app: FastifyInstance,
    sources: { database: DatabaseHandle; events: WishlistEvents; openStreams: OpenStreams },
  ): void;
} {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'koester_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'koester_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status.',
    labelNames,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const fanout = new Histogram({
    name: 'koester_event_fanout_delay_seconds',
    help: 'Time from a wishlist change being announced (NOTIFY) to its delivery to the open streams of this instance.',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  return {
    registry,
    fanoutDelay: (ms) => fanout.observe(ms / 1000),
    register(app, { database, events, openStreams }) {
      new Gauge({
        name: 'koester_event_streams_open',
        help: 'Live wishlist event streams open on this instance.',
        registers: [registry],
        collect() {
          this.set(events.subscriberCount());
        },
      });
      new Gauge({
        name: 'koester_event_streams_held_bytes',
        help: 'Text written to open event streams that their clients have not taken yet (slow readers).',
        registers: [registry],
        collect() {
          this.set(bufferedBytes(openStreams));
        },
      });
      new Gauge({
        name: 'koester_db_pool_connections',
        help: 'Database pool connections by state (busy, idle), and callers waiting for one (waiting).',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          const use = database.poolUse();
          this.set({ state: 'busy' }, use.busy);
          this.set({ state: 'idle' }, use.total - use.busy);
          this.set({ state: 'waiting' }, use.waiting);
        },
      });
      app.addHook('onResponse', async (request, reply) => {
        const labels = {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status: String(reply.statusCode),
        };
        requests.inc(labels);
        duration.observe(labels, reply.elapsedTime / 1000);
      });
    },
  };
}

/**
 * The metrics on their own port (KOESTER_API_METRICS_PORT): GET /metrics in Prometheus' text format. A separate
 * server, so the public port never shows them; it listens on the API's interface.
 */
export async function startMetricsServer(registry: Registry, port: number, host: string) {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      return void response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
