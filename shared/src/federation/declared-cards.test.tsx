import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useRuntimeConfig, type RuntimeConfig } from '@koester/shared/config/runtime-config';
import { initI18n } from '@koester/shared/i18n/i18n';
import type * as cardLoader from './card-loader';
import { CardUnavailableError, loadCard } from './card-loader';
import { cardsInSlot, DeclaredCards } from './declared-cards';

// The boundary the component loads through: the federation runtime itself is card-loader.test.ts's subject.
vi.mock('./card-loader', async (original) => ({ ...(await original<typeof cardLoader>()), loadCard: vi.fn() }));
const load = vi.mocked(loadCard);

const title = { nl: 'x', en: 'x', fr: 'x' };
/** A remote entry of the runtime config with the given cards. */
const remote = (name: string, cards: RuntimeConfig['remotes'][string]['cards']) => ({
  manifest: `https://cdn.koester.app/${name}/mf-manifest.json`,
  routes: [{ path: `/${name}`, title }],
  links: [],
  ...(cards ? { cards } : {}),
});

function withRemotes(remotes: RuntimeConfig['remotes']) {
  useRuntimeConfig.setState({ config: { remotes } as RuntimeConfig });
}

/** A card that renders its name, once `release()` is called. */
function deferredCard(name: string) {
  let release!: () => void;
  const loaded = new Promise<ComponentType>((resolve) => {
    release = () => resolve(() => <section aria-label={name}>{name} card</section>);
  });
  return { loaded, release };
}

const placeholders = () => document.querySelectorAll('[data-card-state="loading"]');
const shownCards = () => [...document.querySelectorAll('[data-card]')].map((el) => el.getAttribute('data-card'));

beforeAll(async () => {
  await initI18n();
  await i18next.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  load.mockReset();
  useRuntimeConfig.setState({ config: null });
});

describe('cardsInSlot', () => {
  it('lists the cards of every remote for one slot, by order, then by name', () => {
    const remotes = {
      gifts: remote('gifts', [{ slot: 'dashboard', module: './ideas-card', order: 50 }]),
      people: remote('people', [
        { slot: 'dashboard', module: './dashboard-card', order: 30 },
        { slot: 'dashboard', module: './birthdays-card', order: 50 },
      ]),
      marketing: remote('marketing', undefined),
    };
    expect(cardsInSlot(remotes, 'dashboard')).toEqual([
      {
        id: 'people/dashboard-card',
        remote: 'people',
        module: './dashboard-card',
        manifest: 'https://cdn.koester.app/people/mf-manifest.json',
        order: 30,
      },
      expect.objectContaining({ id: 'gifts/ideas-card', order: 50 }),
      expect.objectContaining({ id: 'people/birthdays-card', order: 50 }),
    ]);
    expect(cardsInSlot(undefined, 'dashboard')).toEqual([]);
  });
});

describe('DeclaredCards', () => {
  it('renders nothing when no remote declares a card', () => {
    withRemotes({ marketing: remote('marketing', undefined) });
    const { container } = render(<DeclaredCards slot="dashboard" />);
    expect(container.innerHTML).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('holds a placeholder for each card while it loads, then shows each card in its order', async () => {
    const first = deferredCard('First');
    const second = deferredCard('Second');
    load.mockImplementation((name) => (name === 'alpha' ? second.loaded : first.loaded));
    withRemotes({
      alpha: remote('alpha', [{ slot: 'dashboard', module: './late-card', order: 60 }]),
      beta: remote('beta', [{ slot: 'dashboard', module: './early-card', order: 10 }]),
    });
    render(<DeclaredCards slot="dashboard" />);
    expect(placeholders()).toHaveLength(2);
    expect(shownCards()).toEqual(['beta/early-card', 'alpha/late-card']);
    expect(load).toHaveBeenCalledWith('beta', './early-card', 'https://cdn.koester.app/beta/mf-manifest.json');
    expect(load).toHaveBeenCalledWith('alpha', './late-card', 'https://cdn.koester.app/alpha/mf-manifest.json');

    // The later card arrives first: it takes its own place, the other keeps its placeholder.
    await act(async () => second.release());
    expect(screen.getByText('Second card')).toBeTruthy();
    expect(placeholders()).toHaveLength(1);
    await act(async () => first.release());
    expect(placeholders()).toHaveLength(0);
    expect(screen.getAllByRole('region').map((card) => card.getAttribute('aria-label'))).toEqual(['First', 'Second']);
  });

  it('shows a note for a card that cannot be loaded, keeps the others, and loads it again on Retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockImplementation(async (name) => {
      if (name === 'broken') throw new CardUnavailableError('broken/news-card');
      return () => <p>Working card</p>;
    });
    withRemotes({
      broken: remote('broken', [{ slot: 'dashboard', module: './news-card', order: 1 }]),
      working: remote('working', [{ slot: 'dashboard', module: './dates-card', order: 2 }]),
    });
    await act(async () => {
      render(<DeclaredCards slot="dashboard" />);
    });
    expect(screen.getByText('Working card')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('This card could not be loaded.');
    expect(load).toHaveBeenCalledTimes(2);

    load.mockImplementation(async () => () => <p>News card</p>);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByText('News card')).toBeTruthy();
    expect(screen.getByText('Working card')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('catches a card that fails while rendering, in the page’s language', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await i18next.changeLanguage('nl');
    load.mockResolvedValue(() => {
      throw new Error('the card crashed');
    });
    withRemotes({ crashing: remote('crashing', [{ slot: 'dashboard', module: './dashboard-card', order: 1 }]) });
    await act(async () => {
      render(
        <main>
          <h1>Dashboard</h1>
          <DeclaredCards slot="dashboard" />
        </main>,
      );
    });
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Deze kaart kon niet worden geladen.');
    await i18next.changeLanguage('en');
  });
});
