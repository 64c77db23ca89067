import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, registerNamespace } from '@koester/shared/i18n/i18n';
import type { PersonSummary } from '../api/list-people';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import nl from '../i18n/nl.json';
import { PeopleDirectory } from './people-directory';

beforeAll(async () => {
  registerNamespace('people', { nl, en, fr });
  await initI18n();
});
afterEach(cleanup);

const birthday = (day: number, month: number, year: number | null) => ({
  id: `d${day}`,
  kind: 'birthday' as const,
  label: null,
  day,
  month,
  year,
  recurrence: 'yearly' as const,
  lead_days: [1],
  next: null,
});

const people: PersonSummary[] = [
  {
    id: 'p1',
    name: 'Zoë Janssens',
    email: null,
    next: {
      occurrence: '2026-06-12',
      days_until: 5,
      turns: 40,
      person_id: 'p1',
      person_name: 'Zoë Janssens',
      date: birthday(12, 6, 1986),
    },
  },
  { id: 'p2', name: 'Anne de Vries', email: 'anne@voorbeeld.nl', next: null },
  { id: 'p3', name: 'Chloé Dubois', email: 'chloe@exemple.fr', next: null },
];

const names = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('PeopleDirectory', () => {
  it('lists everyone in the API’s order, each linked, with the next date in words', async () => {
    await i18next.changeLanguage('en');
    render(
      <BrowserRouter>
        <PeopleDirectory people={people} />
      </BrowserRouter>,
    );
    expect(names()).toEqual(['Zoë Janssens', 'Anne de Vries', 'Chloé Dubois']);
    expect(screen.getByRole('link', { name: 'Zoë Janssens' }).getAttribute('href')).toBe('/people/p1');
    expect(screen.getByText(/^Birthday · .* 12 June.* · in 5 days · turns 40$/)).toBeTruthy();
    expect(screen.getAllByText('No dates yet')).toHaveLength(2);
  });

  it('narrows the list as one types, whatever accents and letter case, by name or email', async () => {
    await i18next.changeLanguage('nl');
    render(
      <BrowserRouter>
        <PeopleDirectory people={people} />
      </BrowserRouter>,
    );
    const search = screen.getByRole('searchbox', { name: 'Zoek op naam of e-mailadres' });
    fireEvent.change(search, { target: { value: 'ZOE' } });
    expect(names()).toEqual(['Zoë Janssens']);
    expect(screen.getByRole('status').textContent).toBe('1 persoon gevonden');

    fireEvent.change(search, { target: { value: 'chloe' } });
    expect(names()).toEqual(['Chloé Dubois']);
    fireEvent.change(search, { target: { value: 'voorbeeld' } });
    expect(names()).toEqual(['Anne de Vries']);
    fireEvent.change(search, { target: { value: 'e' } });
    expect(screen.getByRole('status').textContent).toBe('3 mensen gevonden');
  });

  it('says when no one matches, and clears the search with one press', async () => {
    await i18next.changeLanguage('fr');
    render(
      <BrowserRouter>
        <PeopleDirectory people={people} />
      </BrowserRouter>,
    );
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Bram' } });
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Personne ne correspond à « Bram ».')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    expect(names()).toHaveLength(3);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });
});
