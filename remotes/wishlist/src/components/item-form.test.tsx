import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useMutation, type UseMutationResult } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@koester/shared/api/api-error';
import { createQueryClient } from '@koester/shared/data/query-client';
import { initI18n } from '@koester/shared/i18n/i18n';
import { registerOwnerTexts } from '../i18n/owner/owner-texts';
import { checkItemDraft, ItemForm } from './item-form';
import { ListForm } from './list-form';

beforeAll(async () => {
  registerOwnerTexts();
  await initI18n();
});
afterEach(cleanup);

const draft = (fields: Partial<Record<'title' | 'description' | 'price' | 'url' | 'image_url', string>>) => ({
  title: '',
  description: '',
  price: '',
  url: '',
  image_url: '',
  ...fields,
});

describe('checkItemDraft', () => {
  it('reads the price with the decimal comma in nl and fr and the point in en', () => {
    expect(checkItemDraft(draft({ title: 'Boek', price: '24,99' }), 'nl')).toMatchObject({
      ok: true,
      value: { price: 24.99 },
    });
    expect(checkItemDraft(draft({ title: 'Livre', price: '1 234,50 €' }), 'fr')).toMatchObject({
      ok: true,
      value: { price: 1234.5 },
    });
    expect(checkItemDraft(draft({ title: 'Book', price: '€24.99' }), 'en')).toMatchObject({
      ok: true,
      value: { price: 24.99 },
    });
    expect(checkItemDraft(draft({ title: 'Boek' }), 'nl')).toMatchObject({ ok: true, value: { price: null } });
  });

  it('reports the price and the other fields together', () => {
    const result = checkItemDraft(draft({ title: ' ', price: '-3', url: 'javascript:alert(1)' }), 'nl');
    expect(result.ok ? null : Object.fromEntries(Object.entries(result.errors).map(([f, e]) => [f, e.code]))).toEqual({
      title: 'ITEM_TITLE_REQUIRED',
      price: 'PRICE_NEGATIVE',
      url: 'INVALID_URL',
    });
  });
});

/** The form as a page holds it: its save is a mutation whose call is `onSave`. */
type Save<V> = UseMutationResult<unknown, ApiError, V>;
function Saving<V>({ onSave, form }: { onSave: (values: V) => unknown; form: (save: Save<V>) => ReactElement }) {
  const save = useMutation({ mutationFn: async (values: V) => onSave(values) });
  return form(save);
}
const renderForm = <V,>(onSave: (values: V) => unknown, form: (save: Save<V>) => ReactElement) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Saving onSave={onSave} form={form} />
    </QueryClientProvider>,
  );

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });

describe('ItemForm', () => {
  it('sends a Dutch price with a comma as a number, and empties for the next gift', async () => {
    await i18next.changeLanguage('nl');
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderForm(onSave, (save) => <ItemForm submitLabel="Cadeau toevoegen" busyLabel="…" save={save} clearAfterSave />);
    type(/Wat zou je graag krijgen/, '  Fiets  ');
    type(/Prijs in euro/, '249,95');
    type(/Link naar het product/, 'https://shop.test/fiets');
    fireEvent.click(screen.getByRole('button', { name: 'Cadeau toevoegen' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave).toHaveBeenCalledWith({
      title: 'Fiets',
      description: null,
      price: 249.95,
      url: 'https://shop.test/fiets',
      image_url: null,
    });
    await waitFor(() => expect(input(/Wat zou je graag krijgen/).value).toBe(''));
  });

  it('shows each problem beside its field in French, sends nothing and keeps what was typed', async () => {
    await i18next.changeLanguage('fr');
    const onSave = vi.fn();
    renderForm(onSave, (save) => <ItemForm submitLabel="Ajouter" busyLabel="…" save={save} />);
    type(/Prix en euros/, 'douze');
    type(/Lien vers le produit/, 'javascript:alert(1)');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const title = input(/Qu’aimeriez-vous recevoir/);
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Donnez un nom à ce cadeau')).toBeTruthy();
    expect(screen.getByText('Saisissez le prix sous forme de nombre, par exemple 24,99')).toBeTruthy();
    expect(screen.getByText('Les liens doivent commencer par http:// ou https://')).toBeTruthy();
    expect(input(/Prix en euros/).value).toBe('douze');
    expect(onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it('shows a stored price for editing in the page language', async () => {
    await i18next.changeLanguage('nl');
    renderForm(vi.fn(), (save) => (
      <ItemForm
        initial={{ title: 'Boek &lt;deel 2&gt;', price: 24.9 }}
        submitLabel="Bewaren"
        busyLabel="…"
        save={save}
      />
    ));
    expect(input(/Prijs in euro/).value).toBe('24,90');
    expect(input(/Wat zou je graag krijgen/).value).toBe('Boek <deel 2>');
  });

  it('puts a problem the API found beside its field', async () => {
    await i18next.changeLanguage('en');
    const refused = new ApiError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Invalid input',
      details: { fields: { image_url: { code: 'LINK_TOO_LONG', message: 'A link can be at most 2000 characters' } } },
    });
    const onSave = vi.fn().mockRejectedValue(refused);
    renderForm(onSave, (save) => <ItemForm submitLabel="Add gift" busyLabel="…" save={save} clearAfterSave />);
    type(/What would you like/, 'Lamp');
    type(/Link to a picture/, 'https://img.test/lamp.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Add gift' }));
    await waitFor(() => expect(screen.getByText('A link can be at most 2000 characters')).toBeTruthy());
    expect(input(/What would you like/).value).toBe('Lamp');
  });

  it('tells a problem with a field the form does not show above the form, not nowhere', async () => {
    await i18next.changeLanguage('en');
    const refused = new ApiError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Invalid input',
      details: { fields: { body: { code: 'WRONG_TYPE', message: 'The request body must be an object' } } },
    });
    renderForm(vi.fn().mockRejectedValue(refused), (save) => (
      <ItemForm submitLabel="Add gift" busyLabel="…" save={save} />
    ));
    type(/What would you like/, 'Lamp');
    fireEvent.click(screen.getByRole('button', { name: 'Add gift' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/\S/));
    expect(input(/What would you like/).getAttribute('aria-invalid')).toBeNull();
  });

  it('says so above the form when saving fails for another reason', async () => {
    await i18next.changeLanguage('nl');
    const onSave = vi.fn().mockRejectedValue(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x' }));
    renderForm(onSave, (save) => <ItemForm submitLabel="Toevoegen" busyLabel="…" save={save} />);
    type(/Wat zou je graag krijgen/, 'Lamp');
    fireEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Geen verbinding/));
    expect(input(/Wat zou je graag krijgen/).value).toBe('Lamp');
  });
});

describe('ListForm', () => {
  it('refuses an empty name and an over-long description in Dutch, and sends a good one cleaned', async () => {
    await i18next.changeLanguage('nl');
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderForm(onSave, (save) => <ListForm submitLabel="Maken" busyLabel="…" save={save} />);
    type(/Beschrijving/, 'x'.repeat(1001));
    fireEvent.click(screen.getByRole('button', { name: 'Maken' }));
    await waitFor(() => expect(screen.getByText('Geef je verlanglijstje een naam')).toBeTruthy());
    expect(screen.getByText('De beschrijving mag hoogstens 1000 tekens lang zijn')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    type(/Naam van de lijst/, ' Mijn verjaardag ');
    type(/Beschrijving/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Maken' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Mijn verjaardag', description: null }));
  });
});
