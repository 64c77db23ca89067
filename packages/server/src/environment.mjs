import { z } from 'zod';
import { appPort, readAppsRegistry } from '@koester/build/apps.mjs';

/**
 * The pieces of an environment schema, for the services and the site's servers. Every variable is a string or
 * absent; an empty value counts as absent (`FOO=` in an env file means "the default"). Each piece checks the text
 * and turns it into its value, with a message that reads well after the variable's name.
 */

/**
 * A whole number within bounds, written in decimal digits.
 * @param {number} min
 * @param {number} max
 */
export const wholeNumber = (min, max) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`);

/** A TCP port (0 lets the system choose, for tests). */
export const port = () =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a port number from 0 to 65535')
    .transform(Number)
    .refine((n) => n <= 65_535, 'must be a port number from 0 to 65535');

/** `true` or `false`, nothing else: a typo must not quietly mean "off". */
export const flag = () =>
  z.enum(['true', 'false'], { error: 'must be true or false' }).transform((value) => value === 'true');

/**
 * An absolute URL of one of the protocols (without the colon).
 * @param {string[]} protocols
 * @param {string} kind how the message names it
 */
const urlOf = (protocols, kind) =>
  z
    .string()
    .trim()
    .refine(
      (value) => URL.canParse(value) && protocols.includes(new URL(value).protocol.slice(0, -1)),
      `must be ${kind}`,
    );

/** An absolute http(s) URL. */
export const httpUrl = () => urlOf(['http', 'https'], 'an http(s) URL');

/** A PostgreSQL connection URL. */
export const postgresUrl = () => urlOf(['postgres', 'postgresql'], 'a postgres:// URL');

/** An SMTP server's URL, with its user and password if it asks for them (smtps:// for TLS from the start). */
export const smtpUrl = () => urlOf(['smtp', 'smtps'], 'an smtp:// or smtps:// URL');

/** A comma-separated list; blanks dropped. */
export const list = () =>
  z.string().transform((value) =>
    value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Comma-separated http(s) origins or URLs. */
export const urlList = () => list().pipe(z.array(httpUrl()));

export const LOG_LEVELS = /** @type {const} */ (['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
export const logLevel = () => z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` });

/** A user pool id as Cognito writes it (region_id). */
const cognitoPoolId = () =>
  z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d_\w+$/, 'must be a user pool id such as eu-west-1_AbC123');

/**
 * What every program of the local run reads alike: the environment's name, the host name, the ports of the shell and
 * the remotes (KOESTER_SHELL_PORT, …: the default origins are built from them) and where the identity service is.
 */
export const localRunVariables = () => ({
  NODE_ENV: z.string().optional(),
  KOESTER_HOST: z.string().optional(),
  ...Object.fromEntries(
    ['shell', ...readAppsRegistry().remotes.map((/** @type {{ name: string }} */ r) => r.name)].map((name) => [
      `KOESTER_${name.toUpperCase()}_PORT`,
      port().optional(),
    ]),
  ),
  KOESTER_IDENTITY_PORT: port().optional(),
  KOESTER_IDENTITY_URL: httpUrl().optional(),
});

/**
 * The shell's and the remotes' local origins (every one signs in and calls the API, a remote running alone too): the
 * default CORS origins of the services.
 * @param {string} host
 * @param {Record<string, string | undefined>} env
 */
export const localAppOrigins = (host, env) =>
  ['shell', ...readAppsRegistry().remotes.map((/** @type {{ name: string }} */ r) => r.name)].map(
    (name) => `http://${host}:${appPort(name, env)}`,
  );

/**
 * Cognito's issuer URL for a pool (the tokens' iss), as the local identity service also writes it.
 * @param {string} userPoolId
 */
export const cognitoIssuer = (userPoolId) =>
  `https://cognito-idp.${userPoolId.split('_')[0]}.amazonaws.com/${userPoolId}`;

/** The pool, its app client and the tokens' issuer: read by the API and the identity service alike. */
export const cognitoVariables = () => ({
  KOESTER_COGNITO_USER_POOL_ID: cognitoPoolId().optional(),
  KOESTER_COGNITO_CLIENT_ID: z.string().optional(),
  KOESTER_COGNITO_ISSUER: httpUrl().optional(),
});

/**
 * Development is the local run: NODE_ENV unset, development or test. Anything else is a real environment.
 * @param {Record<string, string | undefined>} env
 */
export const isDevelopment = (env) => ['', 'development', 'test'].includes(env.NODE_ENV ?? '');

/** A configuration a service must not start with: each problem names a variable and what is wrong with it. */
class ConfigurationError extends Error {
  /**
   * @param {string} service
   * @param {string[]} problems
   */
  constructor(service, problems) {
    super(`${service} cannot start; fix its configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigurationError';
    this.problems = problems;
  }
}

/** Variables whose values are secret: a message about them never shows the value. */
const SECRETS = new Set(['KOESTER_IDENTITY_ADMIN_SECRET_ACCESS_KEY', 'KOESTER_COGNITO_ADMIN_SECRET_ACCESS_KEY']);

/**
 * A value as an error message may show it: secrets hidden, and a URL's password (a database URL's) masked.
 * @param {string} name
 * @param {string} value
 */
function shown(name, value) {
  if (SECRETS.has(name)) return '[hidden]';
  // user:password@ in anything URL-like, even a value too broken to parse.
  return value.replace(/(\/\/[^/@:\s]*:)[^@\s]*@/, '$1[hidden]@');
}

/**
 * Parses an environment with a schema whose keys are variable names, each optional. Empty values count as unset.
 * Throws a ConfigurationError naming every variable that is wrong, with the value it had.
 * @template {import('zod').ZodRawShape} Shape
 * @param {string} service
 * @param {import('zod').ZodObject<Shape>} schema
 * @param {Record<string, string | undefined>} env
 * @returns {import('zod').infer<import('zod').ZodObject<Shape>>}
 */
export function parseEnvironment(service, schema, env) {
  const present = Object.fromEntries(
    Object.keys(schema.shape)
      .filter((name) => env[name] !== undefined && env[name] !== '')
      .map((name) => [name, env[name]]),
  );
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  throw new ConfigurationError(
    service,
    result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name} ${issue.message}, not "${shown(name, env[name] ?? '')}".`;
    }),
  );
}

/**
 * Refuses to start with the problems found, if any.
 * @param {string} service
 * @param {Array<string | false | undefined | null | 0>} problems
 */
export function refuseWith(service, problems) {
  const found = /** @type {string[]} */ (problems.filter((p) => typeof p === 'string'));
  if (found.length > 0) throw new ConfigurationError(service, found);
}
