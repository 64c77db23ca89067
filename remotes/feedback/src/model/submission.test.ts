import { describe, expect, it } from 'vitest';
import { toSubmission } from './submission';

const form = { title: '  Dark <mode> ', description: 'Line one\nline two, long enough.', type: 'feature' as const };

describe('toSubmission (spec §5)', () => {
  it('trims and escapes, keeps line breaks, and sends anonymity only for a signed-in user', () => {
    expect(toSubmission({ ...form, isAnonymous: true }, true)).toEqual({
      ok: true,
      value: {
        title: 'Dark &lt;mode&gt;',
        description: 'Line one\nline two, long enough.',
        type: 'feature',
        is_anonymous: true,
      },
    });
    const visitor = toSubmission({ ...form, isAnonymous: true }, false);
    expect(visitor.ok && visitor.value.is_anonymous).toBe(false);
  });

  it("answers the spec's messages per field", () => {
    const result = toSubmission({ title: ' ', description: 'short', type: 'feature', isAnonymous: false }, true);
    expect(result).toEqual({
      ok: false,
      errors: {
        title: { code: 'TITLE_REQUIRED', message: 'Please enter a title for your feedback' },
        description: {
          code: 'DESCRIPTION_TOO_SHORT',
          message: 'Your description is too short. It should be at least 10 characters',
        },
      },
    });
  });

  it('refuses dangerous content', () => {
    const result = toSubmission({ ...form, description: 'try javascript:alert(1) here', isAnonymous: false }, true);
    expect(result.ok ? null : result.errors.description?.code).toBe('DANGEROUS_CONTENT');
  });
});
