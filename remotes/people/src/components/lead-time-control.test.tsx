import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, registerNamespace } from '@koester/shared/i18n/i18n';
import type { LeadDays } from '@koester/contract/dates/reminders';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import nl from '../i18n/nl.json';
import { LeadTimeControl } from './lead-time-control';

beforeAll(async () => {
  registerNamespace('people', { nl, en, fr });
  await initI18n();
});
afterEach(cleanup);

function show(advanced: boolean, value: LeadDays[]) {
  const onChange = vi.fn();
  render(
    <BrowserRouter>
      <LeadTimeControl advanced={advanced} value={value} onChange={onChange} legend="Reminders" />
    </BrowserRouter>,
  );
  return onChange;
}
const checked = () =>
  screen
    .queryAllByRole('checkbox')
    .concat(screen.queryAllByRole('radio'))
    .filter((input) => (input as HTMLInputElement).checked)
    .map((input) => input.closest('label')?.textContent);

describe('LeadTimeControl on the free plan', () => {
  it('offers one choice of none, on the day or 1 day before, and says what Pro adds', async () => {
    await i18next.changeLanguage('en');
    const onChange = show(false, [1]);
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'No reminder',
      'On the day',
      '1 day before',
    ]);
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(checked()).toEqual(['1 day before']);
    expect(screen.getByRole('link', { name: 'See Pro' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('group', { name: 'Reminders' }).getAttribute('aria-describedby')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'No reminder' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    fireEvent.click(screen.getByRole('radio', { name: 'On the day' }));
    expect(onChange).toHaveBeenLastCalledWith([0]);
  });

  it('ticks nothing for reminders the free plan cannot hold (set on Pro before a downgrade)', async () => {
    await i18next.changeLanguage('nl');
    show(false, [7, 0]);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(checked()).toEqual([]);
    expect(screen.getByText(/Pro herinnert je tot 3 weken vooraf/)).toBeTruthy();
  });
});

describe('LeadTimeControl on Pro', () => {
  it('offers every lead time as a checkbox and adds or removes one at a time', async () => {
    await i18next.changeLanguage('en');
    const onChange = show(true, [0, 7]);
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'On the day',
      '1 day before',
      '3 days before',
      '1 week before',
      '2 weeks before',
      '3 weeks before',
    ]);
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(checked()).toEqual(['On the day', '1 week before']);
    expect(screen.queryByRole('link')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: '3 weeks before' }));
    expect(onChange).toHaveBeenLastCalledWith([0, 7, 21]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'On the day' }));
    expect(onChange).toHaveBeenLastCalledWith([7]);
  });

  it('speaks French', async () => {
    await i18next.changeLanguage('fr');
    show(true, []);
    expect(screen.getByRole('checkbox', { name: '2 semaines avant' })).toBeTruthy();
    expect(screen.getByText('Choisissez-en autant que vous voulez.')).toBeTruthy();
  });
});
