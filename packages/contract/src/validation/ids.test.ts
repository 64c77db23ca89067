import { describe, expect, it } from 'vitest';
import { isUuid } from './ids';

describe('isUuid', () => {
  it('takes the ids the services give out, in either case', () => {
    expect(isUuid('3f2b8c1e-9a4d-4e7f-8b21-0c5d6e7f8a90')).toBe(true);
    expect(isUuid('3F2B8C1E-9A4D-4E7F-8B21-0C5D6E7F8A90')).toBe(true);
  });

  it('refuses anything else, whole', () => {
    for (const value of [
      '',
      'not-an-id',
      '3f2b8c1e9a4d4e7f8b210c5d6e7f8a90',
      '3f2b8c1e-9a4d-4e7f-8b21-0c5d6e7f8a9',
      ' 3f2b8c1e-9a4d-4e7f-8b21-0c5d6e7f8a90',
      '3f2b8c1e-9a4d-4e7f-8b21-0c5d6e7f8a90\n',
      '3f2b8c1e-9a4d-4e7f-8b21-0c5d6e7f8a9g',
      '../3f2b8c1e-9a4d-4e7f-8b21-0c5d6e7f8a90',
    ])
      expect(isUuid(value), JSON.stringify(value)).toBe(false);
  });
});
