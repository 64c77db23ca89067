import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UNCONFIGURED_PAYMENTS } from '@koester/shared/config/runtime-config';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const routesModule = { default: () => null, paths: ['/feedback'] };

async function freshLoader() {
  vi.resetModules();
  const init = await import('./init-federation');
  init.initFederation({
    environment: 'development',
    apiBaseUrl: 'http://api/prod',
    remotes: {
      feedback: {
        manifest: 'http://cdn/feedback/mf-manifest.json',
        routes: [{ path: '/feedback', title: { nl: 'F', en: 'F', fr: 'F' } }],
        links: [],
      },
    },
    identity: { region: 'eu-west-1', userPoolId: 'p', userPoolClientId: 'c' },
    payments: UNCONFIGURED_PAYMENTS,
  });
  runtime.registerRemotes.mockClear();
  return import('./load-remote-routes');
}

beforeEach(() => {
  runtime.loadRemote.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('loadRemoteRoutes', () => {
  it('retries with back-off and re-registers the remote before each retry', async () => {
    const { loadRemoteRoutes } = await freshLoader();
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('manifest 503'))
      .mockRejectedValueOnce(new Error('manifest 503'))
      .mockResolvedValueOnce(routesModule);
    await expect(loadRemoteRoutes('feedback', [1, 1])).resolves.toBe(routesModule);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'feedback', entry: 'http://cdn/feedback/mf-manifest.json' }],
      {
        force: true,
      },
    );
  });

  it('gives up with RemoteUnavailableError, and does not remember the failure', async () => {
    const { loadRemoteRoutes, RemoteUnavailableError } = await freshLoader();
    const { REMOTE_UNAVAILABLE } = await import('./remote-error-plugin');
    runtime.loadRemote.mockResolvedValue({
      [REMOTE_UNAVAILABLE]: true,
      id: 'feedback/routes',
      error: new Error('down'),
    });
    await expect(loadRemoteRoutes('feedback', [1, 1])).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);

    runtime.loadRemote.mockReset().mockResolvedValue(routesModule);
    await expect(loadRemoteRoutes('feedback', [])).resolves.toBe(routesModule);
  });

  it('keeps a loaded remote, so a preload makes the navigation instant', async () => {
    const { loadRemoteRoutes } = await freshLoader();
    runtime.loadRemote.mockResolvedValue(routesModule);
    await loadRemoteRoutes('feedback');
    await loadRemoteRoutes('feedback');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });
});

describe('remoteErrorPlugin', () => {
  it('answers a failed load with a marker module instead of throwing', async () => {
    const { remoteErrorPlugin, isUnavailableModule } = await import('./remote-error-plugin');
    const plugin = remoteErrorPlugin();
    const args = { id: 'feedback/routes', error: new Error('x'), from: 'runtime' as const, origin: {} as never };
    expect(await plugin.errorLoadRemote?.({ ...args, lifecycle: 'afterResolve' })).toBeUndefined();
    expect(isUnavailableModule(await plugin.errorLoadRemote?.({ ...args, lifecycle: 'onLoad' }))).toBe(true);
  });
});
