import { isIPv6 } from 'node:net';
import type { MailcatcherConfig } from './config.ts';

/** An IPv6 address is written in brackets in a Host header; names are case-insensitive. */
const hostName = (name: string) => {
  const trimmed = name.trim().toLowerCase();
  return isIPv6(trimmed) ? `[${trimmed}]` : trimmed;
};

/**
 * The Host headers the HTTP side answers: localhost, 127.0.0.1, [::1], KOESTER_HOST and the names in
 * KOESTER_ALLOWED_HOSTS, on the port it listens on (a test listens on a free one). A web page whose name was made to
 * point at this machine (DNS rebinding) names its own host, and so cannot read the messages.
 */
export function allowedHosts(config: MailcatcherConfig, port: number): Set<string> {
  const names = ['localhost', '127.0.0.1', '[::1]', config.hostName ?? '', ...config.extraHosts]
    .map(hostName)
    .filter(Boolean);
  // Port 80 is the default: a client then sends the bare name.
  return new Set(names.flatMap((name) => (port === 80 ? [`${name}:80`, name] : [`${name}:${port}`])));
}
