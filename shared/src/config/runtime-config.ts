import { create } from 'zustand';
import { takeBootConfig } from '@koester/shared/config/boot-requests';
import type { DeclaredLink, RouteDeclaration } from '@koester/shared/federation/route-declaration.mjs';
import { LANGUAGES } from '@koester/shared/i18n/languages';

/** A remote as the runtime config lists it: where its manifest is, and the routes and links it declared. */
export interface RemoteEntry extends RouteDeclaration {
  /** URL of the remote's mf-manifest.json. */
  manifest: string;
}

/**
 * What the shell reads at start from runtime-config.json, served beside it and
 * replaced at deploy time (never bundled): where each remote's manifest lives,
 * the API base URL and the identity settings.
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
  admin: { emails: string[]; userIds: string[] };
}

export class RuntimeConfigError extends Error {
  constructor(message: string) {
    super(`runtime-config.json: ${message}`);
    this.name = 'RuntimeConfigError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireUrl(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new RuntimeConfigError(`${field} must be a URL`);
  try {
    new URL(value);
  } catch {
    throw new RuntimeConfigError(`${field} is not a valid URL: ${value}`);
  }
  return value;
}

function stringList(value: unknown, field: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw new RuntimeConfigError(`${field} must be a list of strings`);
  }
  return value as string[];
}

const hasTexts = (value: unknown) => isRecord(value) && LANGUAGES.every((l) => typeof value[l] === 'string');
const isArrayOf = (value: unknown, check: (item: Record<string, unknown>) => boolean) =>
  Array.isArray(value) && value.every((item) => isRecord(item) && check(item));

/**
 * One remote's entry. The full check of a declaration (route-declaration.mjs) runs at build and deploy time,
 * which refuse a bad one; here the shell only makes sure the shape it reads is there, keeping that checker off
 * every first paint. A remote whose entry is broken (a hand-edited file) is left out with a warning rather than
 * blanking the whole site.
 */
function parseRemote(name: string, value: unknown, warn: (message: string) => void): RemoteEntry | null {
  try {
    if (!isRecord(value)) throw new RuntimeConfigError(`remotes.${name} must be an object with a manifest URL`);
    const manifest = requireUrl(value.manifest, `remotes.${name}.manifest`);
    const { routes, links = [] } = value;
    if (!isArrayOf(routes, (r) => typeof r.path === 'string' && r.path.startsWith('/') && hasTexts(r.title))) {
      throw new RuntimeConfigError(`remotes.${name}.routes must list paths, each with a title in every language`);
    }
    if (!isArrayOf(links, (l) => typeof l.path === 'string' && hasTexts(l.label))) {
      throw new RuntimeConfigError(`remotes.${name}.links must list paths, each with a label in every language`);
    }
    return {
      manifest,
      routes: routes as RouteDeclaration['routes'],
      // The defaults of route-declaration.mjs, for an entry written by hand.
      links: (links as Partial<DeclaredLink>[]).map((link) => ({
        path: link.path!,
        label: link.label!,
        slot: link.slot ?? 'main',
        show: link.show ?? 'everyone',
        order: link.order ?? 100,
        primary: link.primary === true,
      })),
    };
  } catch (error) {
    const reason = (error as Error).message.replace(/^runtime-config\.json: /, '');
    warn(`runtime-config.json: remote ${name} is left out. ${reason}`);
    return null;
  }
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
  const admin = isRecord(json.admin) ? json.admin : {};
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
    admin: { emails: stringList(admin.emails, 'admin.emails'), userIds: stringList(admin.userIds, 'admin.userIds') },
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
