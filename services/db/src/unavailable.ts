/**
 * PostgreSQL's SQLSTATEs that say the server cannot be reached or is going away, not that the query was wrong:
 * class 08 (connection exception) but 08P01 (a protocol violation: the client's bug, such as too many parameters),
 * 53300 (too many connections), 57P01–57P03 (shut down by an administrator, by a crash, or not accepting connections
 * yet), 57P05 (idle session timeout).
 */
const UNAVAILABLE_STATES = /^(08(?!P01)[0-9A-Z]{3}|53300|57P0[1235])$/;

/** The socket's and the driver's own words for a connection that could not be made or was lost. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

/**
 * Whether an error means the database is out of reach for now (down, restarting, failing over, out of connections),
 * so the request may succeed if tried again shortly: the API answers it with 503 and Retry-After rather than 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  // The framework's own errors (a client that went away while sending its body: ECONNRESET) carry their status.
  if (typeof (error as { statusCode?: unknown }).statusCode === 'number') return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
  if (UNAVAILABLE_MESSAGES.some((words) => error.message.startsWith(words))) return true;
  // A connection to every address of a host that fails comes as an AggregateError of each attempt's error.
  if (error instanceof AggregateError) return error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
  return isDatabaseUnavailable(error.cause, depth + 1);
}
