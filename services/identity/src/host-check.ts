import { isIPv6 } from 'node:net';
import type { IdentityConfig } from './config.ts';

/** The service's URL for the URLs it publishes: configured, else http://localhost on the port it listens on. */
export const publicUrlOf = (config: IdentityConfig, port: number) => config.publicUrl ?? `http://localhost:${port}`;

/**
 * Whether the service answers a request addressed to this Host header. Configured (KOESTER_IDENTITY_ALLOWED_HOSTS),
 * else: localhost, 127.0.0.1, [::1] and KOESTER_HOST on the port the service listens on, and the host of its public
 * URL. The port is the listening one, not the configured one: tests and isolated sites listen on a free port.
 */
export function hostAllowed(config: IdentityConfig, port: number, host: string | undefined): boolean {
  if (!host) return false;
  const wanted = host.toLowerCase();
  const entries = config.allowedHosts ?? [
    ...['localhost', '127.0.0.1', '[::1]', config.hostName].filter(Boolean).map((name) => `${name}:${port}`),
    new URL(publicUrlOf(config, port)).host,
  ];
  return entries.some((entry) => {
    // A bare IPv6 address ("::1") is the address, on any port, as "[::1]" is: not the name ":" on port 1.
    const allowed = (isIPv6(entry) ? `[${entry}]` : entry).toLowerCase();
    // An entry without a port ("identity.example") allows the name on any port; "[::1]" has colons of its own.
    const hasPort = /:\d+$/.test(allowed);
    return hasPort ? wanted === allowed : wanted === allowed || wanted.replace(/:\d+$/, '') === allowed;
  });
}
