import { describe, expect, it } from 'vitest';
import { checkDateDraft, hasDateInput, type DateDraft } from './date-draft';

const draft = (fields: Partial<DateDraft>): DateDraft => ({
  kind: 'birthday',
  label: '',
  day: '',
  month: '',
  year: '',
  recurrence: 'yearly',
  ...fields,
});
const codes = (result: ReturnType<typeof checkDateDraft>) =>
  result.ok ? {} : Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error.code]));

describe('checkDateDraft', () => {
  it('takes a birthday without a year, on 29 February too', () => {
    expect(checkDateDraft(draft({ day: '29', month: '2' }))).toEqual({
      ok: true,
      value: { kind: 'birthday', label: null, day: 29, month: 2, year: null, recurrence: 'yearly' },
    });
  });

  it('sends the lead times only when the form chose them', () => {
    const result = checkDateDraft(draft({ day: '1', month: '5', year: ' 1986 ', lead_days: [7, 0] }));
    expect(result).toMatchObject({ ok: true, value: { year: 1986, lead_days: [0, 7] } });
  });

  it('refuses a day the month does not have, a strange year, and a one-time date without a year', () => {
    expect(codes(checkDateDraft(draft({ day: '31', month: '4' })))).toEqual({ day: 'DATE_INVALID' });
    expect(codes(checkDateDraft(draft({ day: '1', month: '4', year: '86' })))).toEqual({ year: 'YEAR_OUT_OF_RANGE' });
    expect(codes(checkDateDraft(draft({ day: '1', month: '4', year: 'abc' })))).toEqual({ year: 'YEAR_OUT_OF_RANGE' });
    expect(codes(checkDateDraft(draft({ kind: 'anniversary', day: '1', month: '4', recurrence: 'once' })))).toEqual({
      year: 'YEAR_REQUIRED',
    });
    expect(codes(checkDateDraft(draft({ day: '', month: '4' })))).toEqual({ day: 'DATE_INVALID' });
  });

  it('needs a name for a custom date only, and never keeps one on a birthday', () => {
    expect(codes(checkDateDraft(draft({ kind: 'custom', day: '3', month: '3' })))).toEqual({ label: 'LABEL_REQUIRED' });
    expect(checkDateDraft(draft({ kind: 'anniversary', day: '3', month: '3' }))).toMatchObject({ ok: true });
    expect(checkDateDraft(draft({ label: 'Feest', day: '3', month: '3' }))).toMatchObject({ value: { label: null } });
  });
});

describe('hasDateInput', () => {
  it('is false for an untouched date only', () => {
    expect(hasDateInput({ day: '', month: '', year: ' ' })).toBe(false);
    expect(hasDateInput({ day: '', month: '', year: '1990' })).toBe(true);
  });
});
