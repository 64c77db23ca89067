import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRuntimeConfig, useRuntimeConfig } from '@koester/shared/config/runtime-config';
import { useSessionStore } from '@koester/shared/session/session-store';
import { useFrameLinks } from './use-frame-links';

const label = (en: string) => ({ nl: `${en} (nl)`, en, fr: `${en} (fr)` });
const route = (path: string) => ({ path, title: label(path) });

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', fallbackLng: 'en', resources: {} });
  useRuntimeConfig.getState().setConfig(
    parseRuntimeConfig({
      environment: 'development',
      apiBaseUrl: 'http://api/prod',
      identity: { userPoolId: 'eu-west-1_x', userPoolClientId: 'c' },
      remotes: {
        account: {
          manifest: 'http://cdn/account/mf-manifest.json',
          routes: [route('/login'), route('/signup'), route('/dashboard')],
          links: [
            {
              path: '/signup',
              label: label('Create account'),
              slot: 'actions',
              show: 'signed-out',
              order: 20,
              primary: true,
            },
            { path: '/login', label: label('Log in'), slot: 'actions', show: 'signed-out', order: 10 },
            { path: '/dashboard', label: label('Dashboard'), slot: 'actions', show: 'signed-in' },
          ],
        },
      },
    }),
  );
});

const labels = () => renderHook(() => useFrameLinks('actions')).result.current.map((link) => link.label);

describe('useFrameLinks', () => {
  it('shows signed-out links while the session is unknown or signed out, in order', () => {
    act(() => useSessionStore.setState({ status: 'unknown' }));
    expect(labels()).toEqual(['Log in', 'Create account']);
    act(() => useSessionStore.getState().signOut());
    expect(labels()).toEqual(['Log in', 'Create account']);
  });

  it('shows signed-in links only to a signed-in user', () => {
    act(() => useSessionStore.setState({ status: 'signed-in' }));
    expect(labels()).toEqual(['Dashboard']);
  });

  it("labels links in the page's language and keeps the remote and emphasis", async () => {
    act(() => useSessionStore.getState().signOut());
    await act(() => i18next.changeLanguage('fr'));
    const { result } = renderHook(() => useFrameLinks('actions'));
    expect(result.current[1]).toEqual({
      to: '/signup',
      label: 'Create account (fr)',
      remote: 'account',
      primary: true,
    });
    await act(() => i18next.changeLanguage('en'));
  });
});
