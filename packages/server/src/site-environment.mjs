import { z } from 'zod';
import { localRunVariables, httpUrl, list, parseEnvironment, port, wholeNumber } from '@koester/server/environment.mjs';

/** The price id variables of the runtime config: KOESTER_PRICE_ID_PRO_MONTHLY … _PREMIUM_YEARLY. */
const PRICE_ID_VARIABLES = ['PRO', 'PREMIUM'].flatMap((plan) =>
  ['MONTHLY', 'YEARLY'].map((interval) => `KOESTER_PRICE_ID_${plan}_${interval}`),
);

/**
 * Every variable the site's own servers and scripts read (`npm start`, the static servers, the prerenderer, the
 * request-time renderer, `deploy:remote`, the benchmarks), checked when they start. The API's, the identity
 * service's and the mail catcher's variables are checked by those services. `.env.example` lists them all; a test
 * keeps it in step.
 */
export const siteEnvironment = () =>
  z.object({
    KOESTER_LISTEN_HOST: z.string().optional(),
    KOESTER_ALLOWED_HOSTS: list().optional(),
    ...localRunVariables(),
    KOESTER_API_PORT: port().optional(),
    // npm start checks the mail catcher's ports too: it waits for the catcher and prints where it is.
    KOESTER_MAILCATCHER_SMTP_PORT: port().optional(),
    KOESTER_MAILCATCHER_HTTP_PORT: port().optional(),
    KOESTER_API_URL: httpUrl().optional(),
    KOESTER_SITE_URL: httpUrl().optional(),
    KOESTER_CDN_DIR: z.string().optional(),
    KOESTER_RELEASE: z
      .string()
      .regex(/^[\w.-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores')
      .optional(),
    KOESTER_RENDER_ON_REQUEST: z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional(),
    KOESTER_RENDER_TIMEOUT_MS: wholeNumber(100, 20_000).optional(),
    KOESTER_BENCH_PORT_BASE: wholeNumber(1024, 65_000).optional(),
    CHROMIUM_PATH: z.string().optional(),
    ...Object.fromEntries(PRICE_ID_VARIABLES.map((name) => [name, z.string().optional()])),
  });

/**
 * Checks the site's environment at start: a bad value stops the process with a message naming the variable. Empty
 * values are removed from `env` (they mean the default).
 * @param {Record<string, string | undefined>} [env]
 */
export function checkSiteEnvironment(env = process.env) {
  try {
    const schema = siteEnvironment();
    const parsed = parseEnvironment('The site', schema, env);
    // An empty value means the default (.env.example): gone from the environment, so that no later read (`?? default`)
    // or child process (the services) takes '' for a value. KOESTER_LISTEN_HOST= would otherwise listen everywhere.
    for (const name of Object.keys(env)) {
      if (env[name] === '' && (name.startsWith('KOESTER_') || name in schema.shape)) delete env[name];
    }
    return parsed;
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'ConfigurationError') throw error;
    console.error(error.message);
    process.exit(1);
  }
}
