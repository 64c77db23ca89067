import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@koester/shared/api/api';
import { ApiError } from '@koester/shared/api/api-error';
import { queryClient } from '@koester/shared/data/query-client';
import { initI18n } from '@koester/shared/i18n/i18n';
import { missingTranslations } from '@koester/shared/i18n/missing-translations';
import { useSessionStore } from '@koester/shared/session/session-store';
import { testTokens, testUser } from '@koester/shared/testing/test-session';
import type { UpcomingDate } from '../api/get-upcoming';
import en from '../i18n/card/en.json';
import fr from '../i18n/card/fr.json';
import nl from '../i18n/card/nl.json';
import UpcomingCard from './upcoming-card';

vi.mock('@koester/shared/api/api', () => ({ api: { request: vi.fn() } }));
const request = vi.mocked(api.request as unknown as (...args: unknown[]) => Promise<unknown>);

/** One coming date as GET /people/upcoming answers it. */
function upcoming(
  person: string,
  daysUntil: number,
  occurrence: string,
  date: Partial<UpcomingDate['date']> = {},
  turns: number | null = null,
): UpcomingDate {
  return {
    occurrence,
    days_until: daysUntil,
    turns,
    person_id: `id-${person.toLowerCase()}`,
    person_name: person,
    date: {
      id: `date-${person}-${daysUntil}`,
      kind: 'birthday',
      label: null,
      day: Number(occurrence.slice(8)),
      month: Number(occurrence.slice(5, 7)),
      year: null,
      recurrence: 'yearly',
      lead_days: [1],
      next: { occurrence, days_until: daysUntil, turns },
      ...date,
    },
  };
}

const FIVE = [
  upcoming('Anna', 0, '2026-03-11', {}, 30),
  upcoming('Bram', 1, '2026-03-12', { kind: 'anniversary' }, 10),
  upcoming('Chloé', 12, '2026-03-23', { kind: 'name_day' }),
  upcoming('Dirk', 20, '2026-03-31', { kind: 'custom', label: 'First day at &lt;work&gt;' }),
  upcoming('Eva', 29, '2026-04-09'),
];

async function show() {
  await act(async () => {
    render(
      <BrowserRouter>
        <UpcomingCard />
      </BrowserRouter>,
    );
  });
  return screen.queryByTestId('upcoming-dates');
}

/** Waits until the card has left its loading state. */
const settled = (card: HTMLElement) => waitFor(() => expect(card.querySelector('[aria-busy="true"]')).toBeNull());

/** The text of each row, its parts joined by " | ". */
const rows = (card: HTMLElement) =>
  within(card)
    .getAllByRole('listitem')
    .map((row) => [...row.children].map((part) => part.textContent).join(' | '));

beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  await i18next.changeLanguage('en');
  useSessionStore.getState().signIn(testUser('ann'), testTokens);
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  request.mockReset();
});

describe('the upcoming-dates card', () => {
  it('lists the coming dates with who, what, when and the age, each leading to the person', async () => {
    request.mockResolvedValue({ upcoming: FIVE });
    const card = (await show())!;
    await settled(card);
    expect(request).toHaveBeenCalledWith('get', '/people/upcoming', {
      query: { days: 30, limit: 5 },
      signal: expect.any(AbortSignal),
    });
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Upcoming dates');
    expect(rows(card)).toEqual([
      'Anna | Birthday · turns 30 | Today · 11 March 2026',
      'Bram | Anniversary · 10 years | Tomorrow · 12 March 2026',
      'Chloé | Name day | In 12 days · 23 March 2026',
      'Dirk | First day at <work> | In 20 days · 31 March 2026',
      'Eva | Birthday | In 29 days · 9 April 2026',
    ]);
    expect(within(card).getByRole('link', { name: 'Chloé' }).getAttribute('href')).toBe('/people/id-chlo%C3%A9');
    expect(within(card).getByRole('link', { name: 'All your people' }).getAttribute('href')).toBe('/people');
    expect(card.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-11');
  });

  it('lists five dates at most', async () => {
    request.mockResolvedValue({ upcoming: [...FIVE, upcoming('Fleur', 30, '2026-04-10')] });
    const card = (await show())!;
    await settled(card);
    expect(rows(card)).toHaveLength(5);
    expect(within(card).queryByRole('link', { name: 'Fleur' })).toBeNull();
  });

  it('speaks the page’s language, dates included', async () => {
    await i18next.changeLanguage('nl');
    request.mockResolvedValue({ upcoming: [FIVE[0]!, upcoming('Eva', 3, '2026-04-09', { kind: 'custom' })] });
    const card = (await show())!;
    await settled(card);
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Binnenkort');
    expect(rows(card)).toEqual([
      'Anna | Verjaardag · wordt 30 | Vandaag · 11 maart 2026',
      'Eva | Bijzondere dag | Over 3 dagen · 9 april 2026',
    ]);
    expect(within(card).getByRole('link', { name: 'Al je mensen' }).getAttribute('href')).toBe('/people');
  });

  it('says when nothing comes up in the next 30 days, and leads to the people page', async () => {
    request.mockResolvedValue({ upcoming: [] });
    const card = (await show())!;
    await settled(card);
    expect(within(card).getByText('Nothing in the next 30 days.')).toBeTruthy();
    expect(within(card).queryByRole('list')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Add your people' }).getAttribute('href')).toBe('/people');
  });

  it('holds its place while loading, and offers a retry when the dates cannot be loaded', async () => {
    let answer!: (value: unknown) => void;
    request.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const card = (await show())!;
    expect(card.querySelector('[aria-busy="true"]')).toBeTruthy();
    await act(async () =>
      answer(Promise.reject(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'no', details: {} }))),
    );
    await settled(card);
    expect(within(card).getByRole('alert').textContent).toContain('Your upcoming dates could not be loaded.');

    request.mockResolvedValueOnce({ upcoming: [FIVE[2]!] });
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(within(card).queryByRole('list')).toBeTruthy());
    expect(rows(card)).toEqual(['Chloé | Name day | In 12 days · 23 March 2026']);
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('shows nothing and asks nothing for a visitor who is not signed in', async () => {
    useSessionStore.getState().signOut();
    expect(await show()).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });

  it('has its texts in nl, en and fr', () => {
    expect(missingTranslations({ nl, en, fr })).toEqual([]);
  });
});
