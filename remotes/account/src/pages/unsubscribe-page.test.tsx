import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRuntimeConfig, useRuntimeConfig } from '@koester/shared/config/runtime-config';
import { initI18n, registerNamespace } from '@koester/shared/i18n/i18n';
import { useSessionStore } from '@koester/shared/session/session-store';
import { testTokens, testUser } from '@koester/shared/testing/test-session';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import nl from '../i18n/nl.json';
import { UnsubscribePage } from './unsubscribe-page';

const API = 'http://api.test/prod';
const title = { nl: 'Instellingen', en: 'Settings', fr: 'Paramètres' };

/** The site as the runtime config describes it; with the people remote serving /people/settings, or without. */
function site({ peopleSettings }: { peopleSettings: boolean }) {
  const people = { manifest: 'http://people.test/mf-manifest.json', routes: [{ path: '/people/settings', title }] };
  useRuntimeConfig.getState().setConfig(
    parseRuntimeConfig(
      {
        apiBaseUrl: API,
        remotes: peopleSettings ? { people } : {},
        identity: { userPoolClientId: 'client' },
      },
      // No price ids: not what these tests are about.
      () => undefined,
    ),
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

function open(address: string) {
  window.history.replaceState(null, '', address);
  return render(
    <BrowserRouter>
      <UnsubscribePage />
    </BrowserRouter>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const stopButton = () => screen.getByRole('button', { name: 'Stop these emails' });

beforeAll(async () => {
  registerNamespace('account', { nl, en, fr });
  await initI18n();
});
beforeEach(async () => {
  await i18next.changeLanguage('en');
  site({ peopleSettings: true });
  useSessionStore.getState().signOut();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/unsubscribe', () => {
  it('stops nothing on opening: it says what will stop and waits for the button', async () => {
    open('/unsubscribe?token=tok-123&kind=reminders');
    expect(heading()).toBe('Stop these emails?');
    expect(screen.getByText('Reminder emails about your people’s birthdays and other dates')).toBeTruthy();
    expect(stopButton()).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stops the mail on the button, without a sign-in, and says where to turn it back on', async () => {
    // Signed in in this browser: the link works for whoever has it, so no sign-in goes along.
    useSessionStore.getState().signIn(testUser('ann'), testTokens);
    fetchMock.mockResolvedValue(json(200, { kind: 'reminders', stopped: true }));
    open('/unsubscribe?token=tok%2F123&kind=reminders');
    fireEvent.click(stopButton());
    await waitFor(() => expect(heading()).toBe('You will no longer receive these emails'));
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${API}/mail/unsubscribe?token=tok%2F123&kind=reminders`);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(screen.getByText(/turn reminders back on under My people › Reminders and calendar/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Reminders and calendar' }).getAttribute('href')).toBe(
      '/people/settings',
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('says where to turn it back on without a link while no remote serves that page', async () => {
    site({ peopleSettings: false });
    fetchMock.mockResolvedValue(json(200, { kind: 'reminders', stopped: true }));
    open('/unsubscribe?token=tok-123&kind=reminders');
    fireEvent.click(stopButton());
    await waitFor(() => expect(heading()).toBe('You will no longer receive these emails'));
    expect(screen.getByText(/under My people › Reminders and calendar/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to Reminders and calendar' })).toBeNull();
  });

  it('calls a link with an unknown token not valid, in Dutch', async () => {
    await i18next.changeLanguage('nl');
    fetchMock.mockResolvedValue(
      json(404, { code: 'UNSUBSCRIBE_LINK_UNKNOWN', message: 'This unsubscribe link is not valid.' }),
    );
    open('/unsubscribe?token=nobody&kind=reminders');
    fireEvent.click(screen.getByRole('button', { name: 'Stop deze e-mails' }));
    await waitFor(() => expect(heading()).toBe('Deze link is niet geldig'));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' }).getAttribute('href')).toBe('/');
  });

  it('calls a link without a token, or with a missing or unknown kind, not valid without asking the API', async () => {
    for (const address of [
      '/unsubscribe?kind=reminders',
      '/unsubscribe?token=tok-123',
      '/unsubscribe?token=tok-123&kind=newsletter',
    ]) {
      const { unmount } = open(address);
      expect(heading(), address).toBe('This link is not valid');
      expect(screen.queryByRole('button')).toBeNull();
      unmount();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when Koester could not be reached, and stops the mail on a second try', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(json(200, { kind: 'reminders', stopped: true }));
    open('/unsubscribe?token=tok-123&kind=reminders');
    fireEvent.click(stopButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not reach Koester. Check your connection and try again.',
    );
    expect(heading()).toBe('Stop these emails?');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(heading()).toBe('You will no longer receive these emails'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says when the server failed, in French, and offers to try again', async () => {
    await i18next.changeLanguage('fr');
    fetchMock.mockResolvedValue(json(500, { code: 'INTERNAL_ERROR', message: 'Internal server error' }));
    open('/unsubscribe?token=tok-123&kind=reminders');
    fireEvent.click(screen.getByRole('button', { name: 'Arrêter ces e-mails' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Un problème est survenu de notre côté/);
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    expect(heading()).toBe('Ne plus recevoir ces e-mails ?');
  });
});
