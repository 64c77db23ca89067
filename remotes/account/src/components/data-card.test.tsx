import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRuntimeConfig, useRuntimeConfig } from '@koester/shared/config/runtime-config';
import { createQueryClient } from '@koester/shared/data/query-client';
import { initI18n, registerNamespace } from '@koester/shared/i18n/i18n';
import { useSessionStore } from '@koester/shared/session/session-store';
import { testTokens, testUser } from '@koester/shared/testing/test-session';
import { toast } from '@koester/shared/toast/toast';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import nl from '../i18n/nl.json';
import { DataCard } from './data-card';

vi.mock('@koester/shared/toast/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const API = 'http://api.test/prod';
const user = testUser('ann');
/** Where aws-amplify keeps this user's sign-in in the browser (app client "client"). */
const STORED = 'CognitoIdentityServiceProvider.client.';

/** The API's answers by method and path; anything else (the user pool's token revoke) answers 200. */
type Answer = Response | Promise<Response> | Error;
let answers: Record<string, () => Answer>;
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input));
  const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`]?.() ?? new Response(null, { status: 200 });
  if (answer instanceof Error) throw answer;
  return answer;
});
const apiCalls = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).startsWith(API))
    .map(([input, init]) => ({
      call: `${init?.method} ${String(input).slice(API.length)}`,
      authorization: new Headers(init?.headers).get('Authorization'),
    }));

/** What the page saved: each file's name and text, as the temporary link and its Blob gave them. */
let saved: { name: string; blob: Blob }[];

beforeAll(async () => {
  registerNamespace('account', { nl, en, fr });
  await initI18n();
  await i18next.changeLanguage('en');
});
beforeEach(() => {
  answers = {};
  saved = [];
  fetchMock.mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  vi.stubGlobal('fetch', fetchMock);
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => `blob:koester/${blobs.push(blob as Blob)}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs[Number(this.href.split('/').pop()) - 1]! });
  });
  useRuntimeConfig
    .getState()
    .setConfig(
      parseRuntimeConfig({ apiBaseUrl: API, remotes: {}, identity: { userPoolClientId: 'client' } }, () => undefined),
    );
  localStorage.clear();
  localStorage.setItem(`${STORED}LastAuthUser`, 'ann');
  localStorage.setItem(`${STORED}ann.refreshToken`, 'refresh');
  localStorage.setItem(`${STORED}ann.idToken`, 'id');
  useSessionStore.getState().signIn(user, testTokens);
  window.history.replaceState(null, '', '/dashboard');
  render(
    <BrowserRouter>
      <QueryClientProvider client={createQueryClient()}>
        <DataCard user={user} />
      </QueryClientProvider>
    </BrowserRouter>,
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const button = (name: string) => screen.getByRole('button', { name });
const exported = JSON.stringify({ format: 'koester-export/1', account: { email: user.email }, people: [] }, null, 2);

describe('downloading my data', () => {
  it('saves the export under the name the server gives, busy until it is there', async () => {
    let answer!: (response: Response) => void;
    answers['GET /prod/account/export'] = () => new Promise((resolve) => (answer = resolve));
    fireEvent.click(button('Download my data'));
    await waitFor(() => expect(button('Preparing your file…').getAttribute('aria-disabled')).toBe('true'));
    fireEvent.click(button('Preparing your file…'));
    answer(
      new Response(exported, {
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Disposition': 'attachment; filename="koester-2025-03-06.json"',
        },
      }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('koester-2025-03-06.json');
    expect(await saved[0]!.blob.text()).toBe(exported);
    expect(saved[0]!.blob.type).toBe('application/json');
    expect(apiCalls()).toEqual([{ call: 'GET /account/export', authorization: 'Bearer id' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(button('Download my data')).toBeTruthy());
  });

  it('names the file koester-YYYY-MM-DD.json for today when the header is not there', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 10, 4, 9, 0));
    answers['GET /prod/account/export'] = () =>
      new Response(exported, { headers: { 'Content-Type': 'application/json' } });
    fireEvent.click(button('Download my data'));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['koester-2025-11-04.json']));
  });

  it('says so when the download fails, and saves nothing', async () => {
    answers['GET /prod/account/export'] = () => new Response('{"message":"Internal error"}', { status: 500 });
    fireEvent.click(button('Download my data'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Your data could not be downloaded. Please try again.'),
    );
    expect(saved).toEqual([]);
    expect(button('Download my data')).toBeTruthy();
  });
});

describe('deleting my account', () => {
  const dialog = () => screen.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = () => within(dialog()).getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement;
  const typeEmail = (value: string) =>
    fireEvent.change(within(dialog()).getByLabelText('Type your email address to confirm'), { target: { value } });

  it('asks first, saying what goes and what stays; cancelling changes nothing', () => {
    button('Delete my account').focus();
    fireEvent.click(button('Delete my account'));
    expect((dialog() as HTMLDialogElement).open).toBe(true);
    expect(
      within(dialog())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Everything Koester keeps about you is removed: your people and their dates, gift ideas, your wishlists and the reservations on them, your comments and votes, and the feedback under your name.',
      'Gifts you reserved on friends’ wishlists become available again.',
      'Feedback you posted anonymously stays, without any link to you.',
      'You are signed out on every device, and your sign-in account is removed.',
    ]);
    expect(within(dialog()).getByText(`The address you log in with: ${user.email}`)).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button('Delete my account'));
    expect(apiCalls()).toEqual([]);
  });

  it('deletes nothing until the email address typed is the account’s', () => {
    fireEvent.click(button('Delete my account'));
    expect(confirm().disabled).toBe(true);
    typeEmail('someone@koester.test');
    expect(confirm().disabled).toBe(true);
    fireEvent.submit(confirm().form!);
    expect(apiCalls()).toEqual([]);
    typeEmail(`  ${user.email.toUpperCase()} `);
    expect(confirm().disabled).toBe(false);
  });

  it('deletes the account, signs out here, says so and goes home', async () => {
    answers['DELETE /prod/account'] = () => new Response(null, { status: 204 });
    fireEvent.click(button('Delete my account'));
    typeEmail(user.email);
    fireEvent.click(confirm());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your account has been deleted'));
    expect(apiCalls()).toEqual([{ call: 'DELETE /account', authorization: 'Bearer id' }]);
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-out', user: null, tokens: null });
    expect(Object.keys(localStorage).filter((key) => key.startsWith(STORED))).toEqual([]);
    expect(window.location.pathname).toBe('/');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('keeps everything as it was when the deletion fails, the dialog included', async () => {
    answers['DELETE /prod/account'] = () => new TypeError('Failed to fetch');
    fireEvent.click(button('Delete my account'));
    typeEmail(user.email);
    fireEvent.click(confirm());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Your account could not be deleted, and nothing has changed. Please try again.',
      ),
    );
    expect(dialog()).toBeTruthy();
    expect((within(dialog()).getByLabelText('Type your email address to confirm') as HTMLInputElement).value).toBe(
      user.email,
    );
    await waitFor(() => expect(confirm().disabled).toBe(false));
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', user });
    expect(localStorage.getItem(`${STORED}LastAuthUser`)).toBe('ann');
    expect(window.location.pathname).toBe('/dashboard');
    expect(toast.success).not.toHaveBeenCalled();
  });
});
