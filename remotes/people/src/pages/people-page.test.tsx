import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@koester/shared/api/api';
import { ApiError } from '@koester/shared/api/api-error';
import { queryClient } from '@koester/shared/data/query-client';
import { initI18n, registerNamespace } from '@koester/shared/i18n/i18n';
import { useSessionStore } from '@koester/shared/session/session-store';
import { testTokens, testUser } from '@koester/shared/testing/test-session';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import nl from '../i18n/nl.json';
import { PeoplePage } from './people-page';

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

const date = { id: 'd1', kind: 'birthday', label: null, day: 12, month: 6, year: 1986, recurrence: 'yearly' };
const person = (n: number) => ({ id: `p${n}`, name: `Person ${n}`, email: null, next: null });
const settings = {
  time_zone: 'Europe/Brussels',
  language: 'nl',
  default_lead_days: [1],
  reminder_emails: true,
  plan: 'free',
  advanced_reminders: false,
};

function server(answers: { people: unknown; upcoming?: unknown[]; settings?: object }) {
  request.mockImplementation(async (method, path) => {
    if (method === 'get' && path === '/people') {
      if (answers.people instanceof Error) throw answers.people;
      return answers.people;
    }
    if (method === 'get' && path === '/people/upcoming') return { upcoming: answers.upcoming ?? [] };
    if (method === 'get' && path === '/reminder-settings') return answers.settings ?? settings;
    if (method === 'put' && path === '/reminder-settings') return { ...settings, language: i18next.language };
    throw new Error(`unexpected ${String(method)} ${String(path)}`);
  });
}
const show = () =>
  render(
    <BrowserRouter>
      <PeoplePage />
    </BrowserRouter>,
  );

describe('/people', () => {
  it('shows the coming dates and everyone, with how many of the free plan’s places are taken', async () => {
    await i18next.changeLanguage('nl');
    server({
      people: { people: [person(1), person(2)], limit: 10, plan: 'free' },
      upcoming: [
        { occurrence: '2026-06-12', days_until: 0, turns: 40, person_id: 'p2', person_name: 'Person 2', date },
        {
          occurrence: '2026-06-20',
          days_until: 8,
          turns: null,
          person_id: 'p1',
          person_name: 'Person 1',
          date: { ...date, id: 'd2', kind: 'custom', label: 'Eerste date', year: null },
        },
      ],
    });
    show();
    expect(await screen.findByText('2 van de 10 mensen in het gratis plan')).toBeTruthy();
    const strip = await screen.findByRole('list', { name: 'De komende 30 dagen' });
    const cards = within(strip).getAllByRole('listitem');
    expect(cards[0]!.textContent).toMatch(/^vandaagPerson 2Verjaardag.*12 juni.* · wordt 40$/);
    expect(cards[1]!.textContent).toMatch(/^over 8 dagenPerson 1Eerste date/);
    expect(within(strip).getByRole('link', { name: 'Person 2' }).getAttribute('href')).toBe('/people/p2');
    expect(screen.getByRole('link', { name: 'Iemand toevoegen' }).getAttribute('href')).toBe('/people/new');
    expect(screen.getByRole('link', { name: 'Herinneringen en agenda' }).getAttribute('href')).toBe('/people/settings');
  });

  it('at the free plan’s limit, explains it and leads to the plans instead of a form', async () => {
    await i18next.changeLanguage('en');
    server({ people: { people: Array.from({ length: 10 }, (_, n) => person(n)), limit: 10, plan: 'free' } });
    show();
    const more = await screen.findByRole('link', { name: 'Add more people with Pro' });
    expect(more.getAttribute('href')).toBe('/pricing');
    expect(document.getElementById(more.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /Your free plan holds 10 people/,
    );
    expect(screen.queryByRole('link', { name: 'Add a person' })).toBeNull();
    expect(screen.getByText('10 of 10 people on the free plan')).toBeTruthy();
  });

  it('without a limit (Pro) counts nothing, and a user without people gets the empty state', async () => {
    await i18next.changeLanguage('fr');
    server({ people: { people: [], limit: null, plan: 'pro' } });
    show();
    expect(await screen.findByRole('heading', { name: 'Personne pour l’instant' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ajouter votre premier proche' }).getAttribute('href')).toBe('/people/new');
    expect(screen.queryByText(/avec l’offre gratuite/)).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    await i18next.changeLanguage('en');
    server({ people: new ApiError({ status: 404, code: 'NOT_FOUND', message: 'x' }) });
    show();
    expect(await screen.findByRole('heading', { name: 'Your people could not be loaded' })).toBeTruthy();
    server({ people: { people: [person(1)], limit: null, plan: 'pro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Person 1' })).toBeTruthy();
  });

  it('quietly sets the mail language to the page’s language when they differ', async () => {
    await i18next.changeLanguage('fr');
    server({ people: { people: [person(1)], limit: null, plan: 'pro' } });
    show();
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('put', '/reminder-settings', { body: { language: 'fr' } }),
    );
    expect(request.mock.calls.filter(([method]) => method === 'put')).toHaveLength(1);
  });

  it('leaves the mail language alone when it is the page’s already', async () => {
    await i18next.changeLanguage('nl');
    server({ people: { people: [person(1)], limit: null, plan: 'pro' } });
    show();
    await screen.findByRole('link', { name: 'Person 1' });
    await waitFor(() => expect(request).toHaveBeenCalledWith('get', '/reminder-settings', expect.anything()));
    expect(request.mock.calls.filter(([method]) => method === 'put')).toEqual([]);
  });
});
