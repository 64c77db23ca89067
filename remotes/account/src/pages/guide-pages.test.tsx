import type { ReactNode } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@koester/shared/i18n/i18n';
import { SupportPage } from './support-page';
import { TutorialPage } from './tutorial-page';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

const show = (page: ReactNode) => render(<BrowserRouter>{page}</BrowserRouter>);
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the guide pages bring their own texts', () => {
  it('/tutorial: five numbered steps with headings, in Dutch', async () => {
    await i18next.changeLanguage('nl');
    show(<TutorialPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Aan de slag met Koester');
    const steps = within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Installeer de app',
      'Maak je account aan en bevestig je e-mailadres',
      'Voeg iemand toe die je dierbaar is',
      'Kies wanneer je herinnerd wilt worden',
      'Bewaar cadeau-ideeën en deel je verlanglijstje',
    ]);
    expect(hrefOf('Naar je dashboard')).toBe('/dashboard');
    expect(hrefOf('Naar hulp en support')).toBe('/support');
    expect(document.title).toBe('Aan de slag · Koester');
  });

  it('/support: the contact address and the ways to help, in French', async () => {
    await i18next.changeLanguage('fr');
    show(<SupportPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Aide et assistance');
    expect(hrefOf('hallo@koester.app')).toBe('mailto:hallo@koester.app');
    expect(hrefOf('Choisir un nouveau mot de passe')).toBe('/forgot-password');
    expect(hrefOf('Aller au portail de feedback')).toBe('/feedback');
  });
});
