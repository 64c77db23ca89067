import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@koester/shared/api/api';
import { ApiError } from '@koester/shared/api/api-error';
import { createQueryClient } from '@koester/shared/data/query-client';
import { initI18n, registerNamespace } from '@koester/shared/i18n/i18n';
import { toast } from '@koester/shared/toast/toast';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import nl from '../i18n/nl.json';
import { NewPersonForm } from './new-person-form';

vi.mock('@koester/shared/api/api', () => ({ api: { request: vi.fn() } }));
vi.mock('@koester/shared/toast/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const request = vi.mocked(api.request as unknown as (...args: unknown[]) => Promise<unknown>);

beforeAll(async () => {
  registerNamespace('people', { nl, en, fr });
  await initI18n();
});
beforeEach(() => {
  request.mockReset();
  window.history.replaceState(null, '', '/people/new');
});
afterEach(cleanup);

const person = { id: 'p1', name: 'Anna', dates: [], gift_ideas: [] };

function show() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <NewPersonForm userId="ann" />
      </BrowserRouter>
    </QueryClientProvider>,
  );
}
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });

describe('NewPersonForm', () => {
  it('checks the shared rules first: nothing is sent, each reason is beside its field, focus on the first', async () => {
    await i18next.changeLanguage('nl');
    show();
    type(/^E-mailadres/, 'anna@');
    choose('Dag', '31');
    choose('Maand', '4');
    fireEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() => expect(document.activeElement).toBe(field(/^Naam/)));
    expect(screen.getByText('Vul een naam in')).toBeTruthy();
    expect(screen.getByText('Vul een geldig e-mailadres in, zoals anna@voorbeeld.nl')).toBeTruthy();
    expect(screen.getByText('Deze dag bestaat niet in die maand')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Dag' }).getAttribute('aria-invalid')).toBe('true');
    expect(request).not.toHaveBeenCalled();

    // Typing in a field takes its reason away: it was about the old text.
    type(/^Naam/, 'Anna');
    expect(screen.queryByText('Vul een naam in')).toBeNull();
  });

  it('saves the person with the lists as arrays, then the birthday without a year, then opens their page', async () => {
    await i18next.changeLanguage('en');
    request.mockImplementation(async (method, path) => {
      if (method === 'post' && path === '/people') return person;
      if (method === 'post' && path === '/people/{id}/dates') return { id: 'd1', kind: 'birthday' };
      throw new Error(`unexpected ${String(method)} ${String(path)}`);
    });
    show();
    type(/^Name/, '  Anna  ');
    type(/^Likes/, 'jazz, dark chocolate,  ');
    choose('Day', '29');
    choose('Month', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Add person' }));
    await waitFor(() => expect(window.location.pathname).toBe('/people/p1'));
    expect(request).toHaveBeenNthCalledWith(1, 'post', '/people', {
      body: {
        name: 'Anna',
        email: null,
        interests: [],
        likes: ['jazz', 'dark chocolate'],
        dislikes: [],
        address: null,
        notes: null,
      },
    });
    expect(request).toHaveBeenNthCalledWith(2, 'post', '/people/{id}/dates', {
      params: { id: 'p1' },
      body: { kind: 'birthday', label: null, day: 29, month: 2, year: null, recurrence: 'yearly' },
    });
    expect(toast.success).toHaveBeenCalledWith('Anna added');
  });

  it('sends one person for a double press', async () => {
    await i18next.changeLanguage('en');
    let answer!: (value: unknown) => void;
    request.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    show();
    type(/^Name/, 'Bram');
    const submit = screen.getByRole('button', { name: 'Add person' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Adding…' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Adding…' }));
    expect(request).toHaveBeenCalledTimes(1);
    answer(person);
    await waitFor(() => expect(window.location.pathname).toBe('/people/p1'));
  });

  it('says the free plan is full, with the way to Pro, and keeps what was typed', async () => {
    await i18next.changeLanguage('fr');
    request.mockRejectedValue(
      new ApiError({
        status: 403,
        code: 'PLAN_LIMIT_REACHED',
        message: 'The free plan holds up to 10 people. Upgrade to Pro to add more.',
        details: { limit: 10, upgrade_path: '/pricing' },
      }),
    );
    show();
    type(/^Nom/, 'Camille');
    type(/^Notes/, 'Aime les randonnées');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Votre offre gratuite accueille 10 proches');
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('/pricing');
    expect(field(/^Nom/).value).toBe('Camille');
    expect(field(/^Notes/).value).toBe('Aime les randonnées');
    expect(window.location.pathname).toBe('/people/new');
  });

  it('puts a problem the API found beside its field', async () => {
    await i18next.changeLanguage('en');
    request.mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'VALIDATION_ERROR',
        message: 'Invalid input',
        details: { fields: { email: { code: 'EMAIL_INVALID', message: 'Enter a valid email address' } } },
      }),
    );
    show();
    type(/^Name/, 'Anna');
    type(/^Email/, 'anna@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Add person' }));
    await waitFor(() => expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a valid email address, such as anna@example.com')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
