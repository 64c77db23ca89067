import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { BrowserRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@koester/shared/api/api';
import { ApiError } from '@koester/shared/api/api-error';
import { queryClient } from '@koester/shared/data/query-client';
import { initI18n, registerNamespace } from '@koester/shared/i18n/i18n';
import { useSessionStore } from '@koester/shared/session/session-store';
import { testTokens, testUser } from '@koester/shared/testing/test-session';
import type { ImportantDate, Person } from '../api/get-person';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import nl from '../i18n/nl.json';
import { PeopleIdPage } from './people-id-page';

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

const birthday: ImportantDate = {
  id: 'd1',
  kind: 'birthday',
  label: null,
  day: 12,
  month: 6,
  year: 1986,
  recurrence: 'yearly',
  lead_days: [1],
  next: { occurrence: '2026-06-12', days_until: 5, turns: 40 },
};
const anna: Person = {
  id: 'p1',
  name: 'Anna &lt;3',
  email: 'anna@voorbeeld.nl',
  interests: ['wandelen', 'jazz'],
  likes: [],
  dislikes: ['spinnen'],
  address: null,
  notes: 'Maat M',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  dates: [birthday],
  gift_ideas: [],
};
const settings = (plan: 'free' | 'pro') => ({
  time_zone: 'Europe/Brussels',
  language: 'nl',
  default_lead_days: plan === 'free' ? [0] : [7, 0],
  reminder_emails: true,
  plan,
  advanced_reminders: plan !== 'free',
});

/** The API as the page meets it: a new date stays with the person, as it would on the server. */
function show(id: string, answers: { person: Person | Error; plan?: 'free' | 'pro' }) {
  let person = answers.person;
  request.mockImplementation(async (method, path, init) => {
    if (method === 'get' && path === '/people/{id}') {
      if (person instanceof Error) throw person;
      return person;
    }
    if (method === 'get' && path === '/reminder-settings') return settings(answers.plan ?? 'free');
    if (method === 'post' && path === '/people/{id}/dates' && !(person instanceof Error)) {
      const { body } = init as { body: { lead_days?: number[] } };
      const date = { ...birthday, ...body, id: 'd2', lead_days: body.lead_days ?? [], next: null } as ImportantDate;
      person = { ...person, dates: [...person.dates, date] };
      return date;
    }
    throw new Error(`unexpected ${String(method)} ${String(path)}`);
  });
  window.history.replaceState(null, '', `/people/${id}`);
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/people/:id" element={<PeopleIdPage />} />
      </Routes>
    </BrowserRouter>,
  );
}

describe('/people/:id', () => {
  it('says kindly that someone else’s or an unknown person is not there', async () => {
    await i18next.changeLanguage('en');
    show('p9', { person: new ApiError({ status: 404, code: 'PERSON_NOT_FOUND', message: 'Person not found.' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Person not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my people' }).getAttribute('href')).toBe('/people');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the person with their lists as chips and each date with when it next comes', async () => {
    await i18next.changeLanguage('nl');
    show('p1', { person: anna });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna <3' })).toBeTruthy();
    expect(document.title).toBe('Anna <3 · Koester');
    const interests = screen.getByRole('list', { name: 'Interesses' });
    expect(
      within(interests)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['wandelen', 'jazz']);
    expect(screen.getByRole('list', { name: 'Houdt niet van' }).textContent).toBe('spinnen');
    const dates = screen.getByRole('list', { name: 'Belangrijke datums' });
    expect(within(dates).getByText('12 juni 1986')).toBeTruthy();
    expect(within(dates).getByText(/12 juni.* · over 5 dagen · wordt 40$/)).toBeTruthy();
    expect(within(dates).getByText('1 dag ervoor')).toBeTruthy();
  });

  it('adds a date with the free plan’s one reminder, starting from the user’s default', async () => {
    await i18next.changeLanguage('en');
    show('p1', { person: anna, plan: 'free' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a date' }));
    const form = screen.getByRole('form', { name: 'Add date' });
    // A birthday exists already: the form starts on an anniversary.
    expect((within(form).getByRole('combobox', { name: 'What is it?' }) as HTMLSelectElement).value).toBe(
      'anniversary',
    );
    await waitFor(() =>
      expect((within(form).getByRole('radio', { name: 'On the day' }) as HTMLInputElement).checked).toBe(true),
    );
    expect(within(form).queryAllByRole('checkbox')).toEqual([]);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name (optional)' }), { target: { value: 'Wedding' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Day' }), { target: { value: '3' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Month' }), { target: { value: '9' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Year' }), { target: { value: '2015' } });
    fireEvent.click(within(form).getByRole('radio', { name: '1 day before' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add date' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('post', '/people/{id}/dates', {
        params: { id: 'p1' },
        body: {
          kind: 'anniversary',
          label: 'Wedding',
          day: 3,
          month: 9,
          year: 2015,
          recurrence: 'yearly',
          lead_days: [1],
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Wedding' })).toBeTruthy();
  });

  it('offers Pro every lead time, several at once', async () => {
    await i18next.changeLanguage('en');
    show('p1', { person: anna, plan: 'pro' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Birthday' }));
    const form = screen.getByRole('form', { name: 'Edit: Birthday' });
    await waitFor(() => expect(within(form).getAllByRole('checkbox')).toHaveLength(6));
    // The date's own reminders, not the default.
    expect((within(form).getByRole('checkbox', { name: '1 day before' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole('checkbox', { name: '1 week before' }) as HTMLInputElement).checked).toBe(false);
    expect(within(form).queryByRole('link', { name: 'See Pro' })).toBeNull();
  });
});
