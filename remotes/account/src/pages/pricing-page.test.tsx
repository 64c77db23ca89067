import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n, registerNamespace } from '@koester/shared/i18n/i18n';
import { useSessionStore } from '@koester/shared/session/session-store';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import nl from '../i18n/nl.json';
import { PricingPage } from './pricing-page';

beforeAll(async () => {
  registerNamespace('account', { nl, en, fr });
  await initI18n();
});
beforeEach(() => {
  useSessionStore.getState().signOut();
  window.history.replaceState(null, '', '/pricing');
});
afterEach(cleanup);

/** What a plan's card says it includes and lacks, in the order shown. */
function features(planName: string) {
  const card = screen.getByRole('heading', { level: 2, name: planName }).closest('li')!;
  const [included, lacking] = within(card).getAllByRole('list');
  const texts = (list: HTMLElement | undefined) =>
    list
      ? within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent)
      : [];
  return { included: texts(included), lacking: texts(lacking) };
}

async function showPricing(language: string) {
  await i18next.changeLanguage(language);
  render(
    <BrowserRouter>
      <PricingPage />
    </BrowserRouter>,
  );
}

describe('the plans on /pricing say what the server enforces (plan-limits.ts)', () => {
  it('in English', async () => {
    await showPricing('en');
    expect(features('Free')).toEqual({
      included: [
        'Up to 10 relationships',
        'One reminder per date, on the day or 1 day before',
        'Personal notes',
        'Gift ideas and wishlists',
      ],
      lacking: ['No AI suggestions'],
    });
    expect(features('Pro').included).toEqual([
      'Unlimited relationships',
      'Personal AI suggestions for gifts, outings and gestures',
      'Advanced reminders: up to 3 weeks ahead, several per date',
      'Priority support',
    ]);
    expect(features('Premium').included[0]).toBe('Everything in Pro');
  });

  it('in Dutch', async () => {
    await showPricing('nl');
    expect(features('Gratis').included.slice(0, 2)).toEqual([
      'Tot 10 relaties',
      'Eén herinnering per datum, op de dag zelf of 1 dag vooraf',
    ]);
    expect(features('Pro').included).toContain('Uitgebreide herinneringen: tot 3 weken vooraf, meerdere per datum');
    expect(features('Pro').included[0]).toBe('Een onbeperkt aantal relaties');
    expect(features('Premium').included[0]).toBe('Alles van Pro');
  });

  it('in French', async () => {
    await showPricing('fr');
    expect(features('Gratuit').included.slice(0, 2)).toEqual([
      'Jusqu’à 10 relations',
      'Un rappel par date, le jour même ou la veille',
    ]);
    expect(features('Pro').included).toContain('Rappels avancés : jusqu’à 3 semaines à l’avance, plusieurs par date');
    expect(features('Pro').included[0]).toBe('Relations illimitées');
    expect(features('Premium').included[0]).toBe('Tout ce qu’offre Pro');
  });
});
