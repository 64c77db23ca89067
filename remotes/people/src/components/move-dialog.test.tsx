import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { isValidElement, type ReactElement } from 'react';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@koester/shared/api/api';
import { ApiError } from '@koester/shared/api/api-error';
import { createQueryClient } from '@koester/shared/data/query-client';
import { initI18n, registerNamespace } from '@koester/shared/i18n/i18n';
import { toast } from '@koester/shared/toast/toast';
import { personQuery, type Person } from '../api/get-person';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import nl from '../i18n/nl.json';
import { MoveDialog } from './move-dialog';

vi.mock('@koester/shared/api/api', () => ({ api: { request: vi.fn() } }));
vi.mock('@koester/shared/toast/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const request = vi.mocked(api.request as unknown as (...args: unknown[]) => Promise<unknown>);

beforeAll(async () => {
  registerNamespace('people', { nl, en, fr });
  await initI18n();
});
beforeEach(() => {
  request.mockReset();
});
afterEach(cleanup);

const idea = { id: 'i1', title: 'Lamp &lt;retro&gt;', url: null, price: 40, notes: null, created_at: '2026-01-01' };
const person = { id: 'p1', name: 'Anna', dates: [], gift_ideas: [idea] } as unknown as Person;
const lists = [
  { id: 'w1', name: 'Verjaardag', description: null, item_count: 3, active_link_count: 1 },
  { id: 'w2', name: 'Kerst', description: null, item_count: 1, active_link_count: 0 },
];

function show(answers: { wishlists: unknown; move?: () => Promise<unknown> }) {
  request.mockImplementation(async (method, path) => {
    if (method === 'get' && path === '/wishlists') return answers.wishlists;
    if (method === 'post' && path === '/people/{id}/gift-ideas/{ideaId}/move' && answers.move) return answers.move();
    if (method === 'get' && path === '/people/{id}') return person;
    throw new Error(`unexpected ${String(method)} ${String(path)}`);
  });
  const client = createQueryClient();
  client.setQueryData(personQuery('ann', 'p1').queryKey, person);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <BrowserRouter>
        <MoveDialog userId="ann" personId="p1" idea={idea} onClose={onClose} />
      </BrowserRouter>
    </QueryClientProvider>,
  );
  return { client, onClose };
}

describe('MoveDialog', () => {
  it('lists the user’s own wishlists, moves the idea to the chosen one and links to it', async () => {
    await i18next.changeLanguage('nl');
    const { client, onClose } = show({ wishlists: lists, move: async () => ({ wishlist_id: 'w2', item_id: 'x9' }) });
    const dialog = screen.getByRole('dialog', { name: '‘Lamp <retro>’ naar een verlanglijstje' });
    const radios = await within(dialog).findAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Verjaardag (3 cadeaus)',
      'Kerst (1 cadeau)',
    ]);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: /Kerst/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verplaatsen' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(request).toHaveBeenCalledWith('post', '/people/{id}/gift-ideas/{ideaId}/move', {
      params: { id: 'p1', ideaId: 'i1' },
      body: { wishlist_id: 'w2' },
    });
    // The toast names both and links to the list.
    const [content] = vi.mocked(toast.success).mock.calls.at(-1)!;
    render(<BrowserRouter>{content as ReactElement}</BrowserRouter>);
    expect(isValidElement(content)).toBe(true);
    expect(screen.getByText(/‘Lamp <retro>’ staat nu op ‘Kerst’\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lijst openen' }).getAttribute('href')).toBe('/wishlists/w2');
    // The idea has left the person.
    expect(client.getQueryData<Person>(personQuery('ann', 'p1').queryKey)?.gift_ideas).toEqual([]);
  });

  it('says there is no wishlist yet and leads to making one', async () => {
    await i18next.changeLanguage('en');
    const { onClose } = show({ wishlists: [] });
    expect(await screen.findByText('You do not have a wishlist yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make one in My wishlists' }).getAttribute('href')).toBe('/wishlists');
    expect(screen.queryByRole('button', { name: 'Move' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open with the reason when moving fails, and moves once for a double press', async () => {
    await i18next.changeLanguage('en');
    const move = vi.fn(async () => {
      throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' });
    });
    const { onClose } = show({ wishlists: lists, move });
    const button = await screen.findByRole('button', { name: 'Move' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/No connection/);
    expect(move).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape', async () => {
    await i18next.changeLanguage('en');
    const { onClose } = show({ wishlists: lists });
    await screen.findAllByRole('radio');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
