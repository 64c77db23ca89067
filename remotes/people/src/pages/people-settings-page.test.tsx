import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@koester/shared/api/api';
import { queryClient } from '@koester/shared/data/query-client';
import { initI18n, registerNamespace } from '@koester/shared/i18n/i18n';
import { useSessionStore } from '@koester/shared/session/session-store';
import { testTokens, testUser } from '@koester/shared/testing/test-session';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import nl from '../i18n/nl.json';
import { PeopleSettingsPage } from './people-settings-page';

vi.mock('@koester/shared/api/api', () => ({ api: { request: vi.fn() } }));
const request = vi.mocked(api.request as unknown as (...args: unknown[]) => Promise<unknown>);

beforeAll(async () => {
  registerNamespace('people', { nl, en, fr });
  await initI18n();
});
beforeEach(() => {
  request.mockReset();
  queryClient.clear();
  useSessionStore.getState().signIn(testUser('ann'), testTokens);
});
afterEach(cleanup);

/** The settings as the server keeps them: a PUT changes the fields sent. */
function server(stored: Record<string, unknown>) {
  let settings = { default_lead_days: [1], reminder_emails: true, plan: 'free', advanced_reminders: false, ...stored };
  request.mockImplementation(async (method, path, init) => {
    if (path === '/calendar-feed') return { url: null, created_at: null };
    if (path !== '/reminder-settings') throw new Error(`unexpected ${String(path)}`);
    if (method === 'put') settings = { ...settings, ...(init as { body: object }).body };
    return settings;
  });
}
const puts = () => request.mock.calls.filter(([method]) => method === 'put').map(([, , init]) => init);
const show = () =>
  render(
    <BrowserRouter>
      <PeopleSettingsPage />
    </BrowserRouter>,
  );

describe('/people/settings', () => {
  it('says in which language and when mails go out, after quietly taking the page’s language', async () => {
    await i18next.changeLanguage('nl');
    server({ time_zone: 'Europe/Brussels', language: 'fr' });
    show();
    // Two requests in turn (the settings, then the language saved): allow for a busy machine.
    expect(
      await screen.findByText(
        'Herinneringsmails worden verstuurd in het Nederlands, om 08:00 in jouw tijdzone.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(puts()).toEqual([{ body: { language: 'nl' } }]);
    expect(screen.getByRole('button', { name: 'Agenda-adres maken' })).toBeTruthy();
  });

  it('saves the time zone, the default reminder and the mails switch together', async () => {
    await i18next.changeLanguage('en');
    server({ time_zone: 'Europe/Brussels', language: 'en' });
    show();
    const zone = (await screen.findByRole('combobox', { name: 'Time zone' })) as HTMLSelectElement;
    expect(zone.value).toBe('Europe/Brussels');
    fireEvent.change(zone, { target: { value: 'America/New_York' } });
    fireEvent.click(screen.getByRole('radio', { name: 'No reminder' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send me reminder emails' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(puts()).toEqual([
        { body: { time_zone: 'America/New_York', default_lead_days: [], reminder_emails: false } },
      ]),
    );
  });

  it('offers the device’s own time zone when the saved one differs', async () => {
    await i18next.changeLanguage('en');
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const other = device === 'Asia/Tokyo' ? 'Europe/Paris' : 'Asia/Tokyo';
    server({ time_zone: other, language: 'en' });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Use this time zone' }));
    expect((screen.getByRole('combobox', { name: 'Time zone' }) as HTMLSelectElement).value).toBe(device);
    expect(screen.queryByRole('button', { name: 'Use this time zone' })).toBeNull();
  });
});
