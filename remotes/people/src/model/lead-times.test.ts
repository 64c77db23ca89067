import { describe, expect, it } from 'vitest';
import { leadDaysFitPlan } from '@koester/contract/plans/plan-limits';
import { FREE_CHOICES, freeChoiceOf, fromFreeChoice, leadOptions, toggleLead, toLeadDays } from './lead-times';

describe('lead times', () => {
  it('offers Free three choices and Pro every lead time', () => {
    expect(FREE_CHOICES).toEqual(['none', '0', '1']);
    expect(leadOptions(false)).toEqual([0, 1]);
    expect(leadOptions(true)).toEqual([0, 1, 3, 7, 14, 21]);
  });

  it('reads stored lead times as a free-plan choice, or none when Free cannot hold them', () => {
    expect(freeChoiceOf([])).toBe('none');
    expect(freeChoiceOf([0])).toBe('0');
    expect(freeChoiceOf([1])).toBe('1');
    expect(freeChoiceOf([7])).toBeNull();
    expect(freeChoiceOf([0, 1])).toBeNull();
  });

  it('turns every free-plan choice into lead times the free plan accepts', () => {
    for (const choice of FREE_CHOICES) expect(leadDaysFitPlan('free', fromFreeChoice(choice))).toBe(true);
    expect(fromFreeChoice('1')).toEqual([1]);
    expect(fromFreeChoice('none')).toEqual([]);
  });

  it('ticks and unticks Pro lead times, kept distinct and smallest first', () => {
    expect(toggleLead([7, 0], 14, true)).toEqual([0, 7, 14]);
    expect(toggleLead([0, 7], 7, true)).toEqual([0, 7]);
    expect(toggleLead([0, 7, 14], 7, false)).toEqual([0, 14]);
    expect(toLeadDays([21, 5, 1, 1])).toEqual([1, 21]);
  });
});
