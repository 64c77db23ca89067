import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@koester/shared/api/api';
import { createQueryClient } from '@koester/shared/data/query-client';
import { initI18n, registerNamespace } from '@koester/shared/i18n/i18n';
import { toast } from '@koester/shared/toast/toast';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import nl from '../i18n/nl.json';
import { CalendarPanel } from './calendar-panel';

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

const FIRST = 'http://localhost:4000/prod/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const SECOND = 'https://api.koester.app/prod/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

/** The API's calendar address, which each call changes as the server would. */
function server(initial: string | null) {
  let url = initial;
  const made = [FIRST, SECOND].filter((each) => each !== initial);
  request.mockImplementation(async (method, path) => {
    if (path !== '/calendar-feed') throw new Error(`unexpected ${String(path)}`);
    if (method === 'post') url = made.shift() ?? null;
    if (method === 'delete') url = null;
    return method === 'delete' ? undefined : { url, created_at: url ? '2026-03-01T09:00:00.000Z' : null };
  });
}
const calls = (method: string) => request.mock.calls.filter(([m]) => m === method).length;

function show() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CalendarPanel userId="ann" />
    </QueryClientProvider>,
  );
}

describe('CalendarPanel', () => {
  it('makes an address with one press (a double press makes one), then offers copy and subscribe', async () => {
    await i18next.changeLanguage('en');
    server(null);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show();
    const create = await screen.findByRole('button', { name: 'Create a calendar address' });
    fireEvent.click(create);
    fireEvent.click(create);
    const address = (await screen.findByRole('textbox', { name: 'Your calendar address' })) as HTMLInputElement;
    expect(calls('post')).toBe(1);
    expect(address.value).toBe(FIRST);
    expect(address.readOnly).toBe(true);
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      'webcal://localhost:4000/prod/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
    );
    expect(screen.getByText(/Made on 1 March 2026\./)).toBeTruthy();
    expect(screen.getByText(/Google Calendar .*Apple Calendar and Outlook/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(FIRST));
    expect(toast.success).toHaveBeenCalledWith('Address copied');
  });

  it('makes a new address after saying the old one stops working', async () => {
    await i18next.changeLanguage('nl');
    server(FIRST);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Nieuw adres maken' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Een nieuw adres maken?' });
    expect(dialog.textContent).toContain('Het huidige adres werkt dan niet meer.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nieuw adres maken' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Je agenda-adres' }) as HTMLInputElement).value).toBe(SECOND),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Abonneren' }).getAttribute('href')).toMatch(
      /^webcal:\/\/api\.koester\.app\//,
    );
    expect(toast.success).toHaveBeenCalledWith('Nieuw agenda-adres gemaakt');
  });

  it('stops sharing after a question, and offers to make an address again', async () => {
    await i18next.changeLanguage('fr');
    server(SECOND);
    show();
    expect(await screen.findByRole('link', { name: 'S’abonner' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'S’abonner' }).getAttribute('href')).toBe(
      SECOND.replace('https://', 'webcal://'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Arrêter le partage' }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Arrêter le partage' }));
    expect(await screen.findByRole('button', { name: 'Créer une adresse d’agenda' })).toBeTruthy();
    expect(calls('delete')).toBe(1);
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
