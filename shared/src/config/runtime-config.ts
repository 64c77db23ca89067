import { create } from 'zustand';
import { takeBootConfig } from '@koester/shared/config/boot-requests';
import { isRecord, requireUrl, RuntimeConfigError } from '@koester/shared/config/config-checks';
import { parseRemote, type RemoteEntry } from '@koester/shared/config/remote-entry';
import {
  BILLING_INTERVALS,
  PAID_PLAN_IDS,
  type BillingInterval,
  type PaidPlanId,
} from '@koester/contract/plans/plan-ids';

/**
 * What the shell reads at start from runtime-config.json, served beside it and
 * replaced at deploy time (never bundled): where each remote's manifest lives,
 * the API base URL and the identity settings. Anyone can read it, so it names no one: who is an admin comes from
 * the signed-in user's token (the `admin` group), and the API decides for itself.
 */
export interface RuntimeConfig {
  environment: 'development' | 'production';
  apiBaseUrl: string;
  /** Remote name → its manifest and its route declaration (written by each remote's deploy). */
  remotes: Record<string, RemoteEntry>;
  identity: {
    region: string;
    userPoolId: string;
    userPoolClientId: string;
    /** Set for the local Cognito-compatible service; absent for Amazon Cognito. */
    userPoolEndpoint?: string;
  };
  /**
   * The payment provider's price id of each paid plan and billing interval (spec §3). Configuration, not code: a
   * price changes at the provider without a release. An empty id means the plan cannot be bought here.
   */
  payments: { priceIds: Record<PaidPlanId, Record<BillingInterval, string>> };
}

/** Payments with no price id configured: nothing can be bought (what a config without `payments` gets). */
export const UNCONFIGURED_PAYMENTS: RuntimeConfig['payments'] = Object.freeze({
  priceIds: { pro: { monthly: '', yearly: '' }, premium: { monthly: '', yearly: '' } },
});

/** The price ids of payments.priceIds; what is missing or not text stays empty (that plan is then not for sale). */
function parsePriceIds(value: unknown, warn: (message: string) => void): RuntimeConfig['payments']['priceIds'] {
  const given = isRecord(value) ? value : {};
  const missing: string[] = [];
  const priceIds = Object.fromEntries(
    PAID_PLAN_IDS.map((plan) => {
      const intervals = isRecord(given[plan]) ? given[plan] : {};
      return [
        plan,
        Object.fromEntries(
          BILLING_INTERVALS.map((interval) => {
            const id = intervals[interval];
            if (typeof id === 'string' && id.trim()) return [interval, id.trim()];
            missing.push(`${plan}.${interval}`);
            return [interval, ''];
          }),
        ),
      ];
    }),
  ) as RuntimeConfig['payments']['priceIds'];
  if (missing.length) warn(`runtime-config.json: payments.priceIds has no price id for ${missing.join(', ')}`);
  return priceIds;
}

/**
 * Checks a parsed runtime config. A missing user-pool client id is an error in
 * production and a warning in development (spec §5 "Configuration check").
 */
export function parseRuntimeConfig(json: unknown, warn: (message: string) => void = console.warn): RuntimeConfig {
  if (!isRecord(json)) throw new RuntimeConfigError('must be a JSON object');
  const environment = json.environment === 'production' ? 'production' : 'development';
  const apiBaseUrl = requireUrl(json.apiBaseUrl, 'apiBaseUrl');
  if (!isRecord(json.remotes)) throw new RuntimeConfigError('remotes must map names to manifest URLs');
  const remotes: Record<string, RemoteEntry> = {};
  for (const [name, value] of Object.entries(json.remotes)) {
    const remote = parseRemote(name, value, warn);
    if (remote) remotes[name] = remote;
  }

  const identity = isRecord(json.identity) ? json.identity : {};
  const userPoolId = typeof identity.userPoolId === 'string' ? identity.userPoolId : '';
  const userPoolClientId = typeof identity.userPoolClientId === 'string' ? identity.userPoolClientId : '';
  if (!userPoolClientId) {
    const message = 'identity.userPoolClientId is missing';
    if (environment === 'production') throw new RuntimeConfigError(message);
    warn(`runtime-config.json: ${message}`);
  }
  return {
    environment,
    apiBaseUrl,
    remotes,
    identity: {
      region: typeof identity.region === 'string' ? identity.region : userPoolId.split('_')[0] || 'eu-west-1',
      userPoolId,
      userPoolClientId,
      ...(typeof identity.userPoolEndpoint === 'string'
        ? { userPoolEndpoint: requireUrl(identity.userPoolEndpoint, 'identity.userPoolEndpoint') }
        : {}),
    },
    payments: { priceIds: parsePriceIds(isRecord(json.payments) ? json.payments.priceIds : undefined, warn) },
  };
}

interface RuntimeConfigState {
  config: RuntimeConfig | null;
  setConfig(config: RuntimeConfig): void;
}

/** The runtime config, published by the shell (or a standalone frame) for every app on the page. */
export const useRuntimeConfig = create<RuntimeConfigState>()((set) => ({
  config: null,
  setConfig: (config) => set({ config }),
}));

/** The runtime config, or an error when it is read before the shell has loaded it. */
export function runtimeConfig(): RuntimeConfig {
  const { config } = useRuntimeConfig.getState();
  if (!config) throw new RuntimeConfigError('read before it was loaded');
  return config;
}

/** Fetches and checks runtime-config.json from beside the page, bypassing caches. */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  // The shell's inline boot script may have asked already; use its answer once, else ask now.
  const early = url === '/runtime-config.json' ? takeBootConfig() : undefined;
  const response = (await early?.catch(() => undefined)) ?? (await fetch(url, { cache: 'no-cache' }));
  if (!response.ok) throw new RuntimeConfigError(`could not be loaded (HTTP ${response.status})`);
  const config = parseRuntimeConfig(await response.json());
  useRuntimeConfig.getState().setConfig(config);
  return config;
}

/**
 * Whether some remote of the running site serves `path` (a path without parameters, as declared). A page links to
 * another team's page only when it is there: a remote deployed later makes the link appear without a release here.
 */
export function servesPath(config: RuntimeConfig | null, path: string): boolean {
  return Object.values(config?.remotes ?? {}).some((remote) => remote.routes.some((route) => route.path === path));
}
