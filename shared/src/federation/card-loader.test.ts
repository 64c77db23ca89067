import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardUnavailableError, loadCard } from './card-loader';

const federation = globalThis as { __FEDERATION__?: unknown };
const MANIFEST = 'https://cdn.koester.app/people/mf-manifest.json';

/** A federation instance as the runtime keeps it in its global registry. */
function instance(name: string, remotes: string[], loadRemote = vi.fn()) {
  return {
    name,
    options: { remotes: remotes.map((remote) => ({ name: remote })) },
    loadRemote,
    registerRemotes: vi.fn(),
  };
}

function onPage(...instances: ReturnType<typeof instance>[]) {
  federation.__FEDERATION__ = { __INSTANCES__: instances };
}

afterEach(() => {
  delete federation.__FEDERATION__;
});

describe('loadCard', () => {
  it("asks the shell's instance for <remote>/<module>, whatever other instances the page holds", async () => {
    const Card = () => null;
    const account = instance('account', []);
    const shell = instance('shell', ['account', 'people'], vi.fn().mockResolvedValue({ default: Card }));
    onPage(account, shell);
    await expect(loadCard('people', './dashboard-card', MANIFEST)).resolves.toBe(Card);
    expect(shell.loadRemote).toHaveBeenCalledWith('people/dashboard-card');
    expect(shell.registerRemotes).not.toHaveBeenCalled();
    expect(account.loadRemote).not.toHaveBeenCalled();
  });

  it('alone, without a shell, registers the remote with the page’s own instance first', async () => {
    const Card = () => null;
    const account = instance('account', [], vi.fn().mockResolvedValue({ default: Card }));
    onPage(account);
    await expect(loadCard('people', './dashboard-card', MANIFEST)).resolves.toBe(Card);
    expect(account.registerRemotes).toHaveBeenCalledWith([{ name: 'people', entry: MANIFEST }]);
    expect(account.loadRemote).toHaveBeenCalledWith('people/dashboard-card');
  });

  it('fails with CardUnavailableError when the remote cannot be loaded or answers no component', async () => {
    const cause = new Error('manifest 503');
    onPage(instance('shell', ['people'], vi.fn().mockRejectedValue(cause)));
    const failure = await loadCard('people', './dashboard-card', MANIFEST).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CardUnavailableError);
    expect(failure).toMatchObject({ card: 'people/dashboard-card', cause });

    // The shell's error plugin answers a marker instead of throwing.
    const marker = { [Symbol.for('koester.remoteUnavailable')]: true, id: 'people/dashboard-card', error: cause };
    onPage(instance('shell', ['people'], vi.fn().mockResolvedValue(marker)));
    await expect(loadCard('people', './dashboard-card', MANIFEST)).rejects.toBeInstanceOf(CardUnavailableError);
    onPage(instance('shell', ['people'], vi.fn().mockResolvedValue({ default: 'not a component' })));
    await expect(loadCard('people', './dashboard-card', MANIFEST)).rejects.toBeInstanceOf(CardUnavailableError);
  });

  it('fails the same way on a page without a federation runtime', async () => {
    await expect(loadCard('people', './dashboard-card', MANIFEST)).rejects.toBeInstanceOf(CardUnavailableError);
  });
});
