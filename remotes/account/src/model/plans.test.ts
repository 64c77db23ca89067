import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '@koester/shared/config/runtime-config';
import { FREE_LEAD_DAYS, hasAdvancedReminders, relationshipLimit } from '@koester/contract/plans/plan-limits';
import en from '../i18n/en.json';
import {
  FREE_RELATIONSHIP_LIMIT,
  PlanChoiceError,
  YEARLY_SAVINGS_PERCENT,
  choosePlan,
  intervalFrom,
  monthlyEquivalent,
  plans,
  yearlySavingsPercent,
} from './plans';

const payments: RuntimeConfig['payments'] = {
  priceIds: {
    pro: { monthly: 'price_pro_m', yearly: 'price_pro_y' },
    premium: { monthly: 'price_premium_m', yearly: 'price_premium_y' },
  },
};

describe('the plans', () => {
  it('are free, pro and premium at the prices of spec §9', () => {
    expect(plans(payments).map((plan) => [plan.id, plan.price])).toEqual([
      ['free', { monthly: 0, yearly: 0 }],
      ['pro', { monthly: 6.99, yearly: 69.99 }],
      ['premium', { monthly: 9.99, yearly: 99.99 }],
    ]);
  });

  it('take the price ids from the runtime config; the free plan has none', () => {
    const [free, pro, premium] = plans(payments);
    expect(free?.priceIds).toBeNull();
    expect(pro?.priceIds).toEqual({ monthly: 'price_pro_m', yearly: 'price_pro_y' });
    expect(premium?.priceIds).toEqual({ monthly: 'price_premium_m', yearly: 'price_premium_y' });
  });

  it('limit the free plan to 10 relationships without AI suggestions; the paid ones are unlimited', () => {
    const [free, pro, premium] = plans(payments);
    expect(FREE_RELATIONSHIP_LIMIT).toBe(10);
    expect(free?.relationshipLimit).toBe(10);
    expect(free?.limitations).toContain('free.noAiSuggestions');
    expect(free?.features).not.toContain('pro.aiSuggestions');
    expect(pro?.relationshipLimit).toBeNull();
    expect(pro?.features).toContain('pro.aiSuggestions');
    expect(premium?.relationshipLimit).toBeNull();
    expect(pro?.limitations).toEqual([]);
    expect(premium?.limitations).toEqual([]);
  });

  it('offer what the API enforces (plan-limits.ts): each plan’s relationship limit and reminders', () => {
    const [free, pro, premium] = plans(payments);
    for (const plan of [free!, pro!, premium!])
      expect(plan.relationshipLimit, plan.id).toBe(relationshipLimit(plan.id));
    // Free: one reminder per date, on the day or 1 day before. Pro, and so Premium: the advanced reminders.
    expect(FREE_LEAD_DAYS).toEqual([0, 1]);
    expect(hasAdvancedReminders('free')).toBe(false);
    expect(free?.features).toContain('free.reminders');
    expect(hasAdvancedReminders('pro')).toBe(true);
    expect(pro?.features).toContain('pro.advancedReminders');
    expect(premium?.features).toContain('premium.everythingInPro');
  });

  it('mark premium, and only premium, as most popular', () => {
    expect(
      plans(payments)
        .filter((plan) => plan.mostPopular)
        .map((plan) => plan.id),
    ).toEqual(['premium']);
  });

  it('name only texts that exist', () => {
    const texts = en.plans as Record<string, Record<string, string>>;
    for (const plan of plans(payments)) {
      for (const key of [plan.name, ...plan.features, ...plan.limitations]) {
        const [group, name] = key.split('.') as [string, string];
        expect(texts[group]?.[name], key).toEqual(expect.any(String));
      }
    }
  });

  it('save 16% when billed yearly, as the badge says', () => {
    const [, pro, premium] = plans(payments);
    expect(yearlySavingsPercent(pro!)).toBe(YEARLY_SAVINGS_PERCENT);
    expect(yearlySavingsPercent(premium!)).toBe(YEARLY_SAVINGS_PERCENT);
    expect(monthlyEquivalent(69.99)).toBe(5.83);
    expect(monthlyEquivalent(99.99)).toBe(8.33);
  });
});

describe('choosePlan', () => {
  it('answers the price and price id of a plan and interval', () => {
    expect(choosePlan(payments, 'pro', 'yearly')).toMatchObject({
      plan: { id: 'pro' },
      interval: 'yearly',
      price: 69.99,
      priceId: 'price_pro_y',
    });
    expect(choosePlan(payments, 'premium', 'monthly')).toMatchObject({ price: 9.99, priceId: 'price_premium_m' });
    expect(choosePlan(payments, 'free', 'monthly')).toMatchObject({ price: 0, priceId: null });
  });

  it.each([
    ['gold', 'monthly'],
    ['', 'monthly'],
    [undefined, 'yearly'],
    ['PRO', 'monthly'],
    ['toString', 'monthly'],
  ])('refuses the unknown plan %j', (planId, interval) => {
    expect(() => choosePlan(payments, planId, interval)).toThrow(PlanChoiceError);
    expect(() => choosePlan(payments, planId, interval)).toThrow(/Unknown plan/);
  });

  it.each(['weekly', '', null, 'Monthly', 12])('refuses the unknown interval %j', (interval) => {
    expect(() => choosePlan(payments, 'pro', interval)).toThrow(/Unknown interval/);
  });

  it('answers an empty price id when the configuration lacks one', () => {
    const missing = { priceIds: { ...payments.priceIds, pro: { monthly: '', yearly: 'price_pro_y' } } };
    expect(choosePlan(missing, 'pro', 'monthly').priceId).toBe('');
  });
});

describe('intervalFrom', () => {
  it('reads ?interval=, monthly otherwise', () => {
    expect(intervalFrom('yearly')).toBe('yearly');
    expect(intervalFrom('monthly')).toBe('monthly');
    expect(intervalFrom(null)).toBe('monthly');
    expect(intervalFrom('decade')).toBe('monthly');
  });
});
