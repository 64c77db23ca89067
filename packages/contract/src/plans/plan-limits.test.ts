import { describe, expect, it } from 'vitest';
import { FREE_RELATIONSHIPS, leadDaysFitPlan, relationshipLimit } from './plan-limits';

describe('relationship limits', () => {
  it('holds 10 relationships on the free plan and no limit on the paid plans', () => {
    expect(FREE_RELATIONSHIPS).toBe(10);
    expect(relationshipLimit('free')).toBe(10);
    expect(relationshipLimit('pro')).toBeNull();
    expect(relationshipLimit('premium')).toBeNull();
  });
});

describe('reminder lead times by plan', () => {
  it('gives Free one reminder per date, on the day or 1 day before', () => {
    expect(leadDaysFitPlan('free', [])).toBe(true);
    expect(leadDaysFitPlan('free', [0])).toBe(true);
    expect(leadDaysFitPlan('free', [1])).toBe(true);
    for (const days of [3, 7, 14, 21]) expect(leadDaysFitPlan('free', [days]), `${days}`).toBe(false);
    expect(leadDaysFitPlan('free', [0, 1])).toBe(false);
  });

  it('gives Pro and Premium any lead times, several per date', () => {
    for (const plan of ['pro', 'premium'] as const) {
      expect(leadDaysFitPlan(plan, [21])).toBe(true);
      expect(leadDaysFitPlan(plan, [0, 1, 3, 7, 14, 21])).toBe(true);
    }
  });
});
