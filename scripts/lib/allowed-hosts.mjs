// Which Host headers the local static servers answer. A server on loopback is still reachable from a web page
// through DNS rebinding: a name the attacker controls is made to resolve to 127.0.0.1, and that page then reads the
// answers as its own origin's. Such a request names the attacker's host, so a server that answers only its own names
// leaves it nothing to read.

/** The names of this machine's loopback, as a browser on it writes them in the Host header. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** An IPv6 address is written in brackets in a Host header; names are case-insensitive. */
function hostName(name) {
  const trimmed = name.trim().toLowerCase();
  return trimmed.includes(':') && !trimmed.startsWith('[') ? `[${trimmed}]` : trimmed;
}

/**
 * The Host headers a server on `port` answers: the loopback names, KOESTER_HOST (the name the runtime config and the
 * printed addresses use) and the names in KOESTER_ALLOWED_HOSTS (comma-separated), each with the port.
 * @param {number} port
 * @param {Record<string, string | undefined>} [env]
 * @returns {string[]}
 */
export function allowedHosts(port, env = process.env) {
  const names = [...LOOPBACK_HOSTS, env.KOESTER_HOST ?? '', ...(env.KOESTER_ALLOWED_HOSTS ?? '').split(',')]
    .map(hostName)
    .filter(Boolean);
  // Port 80 is the default: a browser then sends the bare name.
  return [...new Set(names)].flatMap((name) => (port === 80 ? [`${name}:80`, name] : [`${name}:${port}`]));
}

/**
 * Whether a request's Host header is one of `allowed` (a request without one is not).
 * @param {string | undefined} host
 * @param {readonly string[]} allowed
 */
export function isAllowedHost(host, allowed) {
  return host !== undefined && allowed.includes(host.toLowerCase());
}
