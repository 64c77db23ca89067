import { describe, expect, it } from 'vitest';
import { validatePerson } from '@koester/contract/validation/people-rules';
import { joinList, splitList } from './list-text';

describe('splitList', () => {
  it('splits at commas, semicolons and line breaks, and drops empty entries', () => {
    expect(splitList(' wandelen, jazz ;koken\n\n, ,  tuinieren ')).toEqual(['wandelen', 'jazz', 'koken', 'tuinieren']);
    expect(splitList('   ')).toEqual([]);
  });

  it('gives what the shared rule then cleans: repeats go, whatever their case', () => {
    const checked = validatePerson({ name: 'Anna', likes: splitList('Jazz, jazz, <b>bold</b>') });
    expect(checked).toMatchObject({ ok: true, value: { likes: ['Jazz', '&lt;b&gt;bold&lt;/b&gt;'] } });
  });
});

describe('joinList', () => {
  it('shows stored entries as typed, for editing', () => {
    expect(joinList(['Jazz', '&lt;b&gt;bold&lt;/b&gt;'])).toBe('Jazz, <b>bold</b>');
    expect(joinList([])).toBe('');
  });
});
