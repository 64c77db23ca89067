import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.ts';

/** A Host header split into its name and port ('' when none): `[::1]:4000` → ['[::1]', '4000']. */
function splitHost(host: string): [string, string] {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d*))?$/.exec(host.toLowerCase());
  return match ? [match[1]!, match[2] ?? ''] : [host, ''];
}

/**
 * Answers only for the configured host names (config.allowedHosts), on every route but the health checks,
 * before any other hook: a page on another name that resolves to this server (DNS rebinding) cannot read its
 * answers, and nothing downstream ever sees a host name nobody configured. Behind a trusted proxy the Host header the
 * proxy sends must be allowed as well as the X-Forwarded-Host it passes on. An entry without a port allows its name
 * with no port (behind a proxy) or with the port the API listens on; while it does not listen (app.inject), with any.
 */
export function registerHostCheck(
  app: FastifyInstance,
  allowedHosts: readonly string[],
  /** Paths answered whatever the host (the health checks: a load balancer asks by address; they tell nothing). */
  exemptPaths: readonly string[] = [],
): void {
  const exempt = new Set(exemptPaths);
  const exact = new Set(allowedHosts.filter((entry) => splitHost(entry)[1] !== ''));
  const bare = new Set(allowedHosts.filter((entry) => splitHost(entry)[1] === ''));
  let listeningPort: string | undefined;
  const portOfServer = () => {
    if (listeningPort === undefined && app.server.listening) {
      listeningPort = String((app.server.address() as AddressInfo).port);
    }
    return listeningPort;
  };
  const allowed = (host: string | undefined) => {
    if (!host) return false;
    const [name, port] = splitHost(host);
    if (exact.has(`${name}:${port}`)) return true;
    if (!bare.has(name)) return false;
    const own = portOfServer();
    return port === '' || own === undefined || port === own;
  };
  app.addHook('onRequest', async (request) => {
    // The Host header always: a trusted proxy passes on whatever X-Forwarded-Host a client sent, so a rebinding
    // page could name an allowed host there. request.host is that forwarded host when a trusted proxy
    // (config.trustedProxies) sent one, else the Host header: what the routes see must be allowed too.
    if (exempt.has(request.url)) return;
    if (!allowed(request.headers.host) || !allowed(request.host)) {
      throw new HttpError(421, 'MISDIRECTED_REQUEST', 'This server does not answer for that host name.');
    }
  });
}
