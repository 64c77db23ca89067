import { describe, expect, it } from 'vitest';
import { displayStatus } from './status';

describe('displayStatus (spec §2)', () => {
  it('keeps the four known statuses and calls anything else unknown', () => {
    expect(['open', 'in_progress', 'completed', 'declined', 'archived', ''].map(displayStatus)).toEqual([
      'open',
      'in_progress',
      'completed',
      'declined',
      'unknown',
      'unknown',
    ]);
  });
});
