import { describe, expect, it } from 'vitest';
import { validateFeedback } from '@koester/contract/validation/feedback-rules';
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

  it("answers the shared rule's field errors as they are (spec §5 messages, tested with the rule)", () => {
    const form = { title: ' ', description: 'short', type: 'feature' as const, isAnonymous: false };
    const result = toSubmission(form, true);
    expect(result.ok).toBe(false);
    expect(result).toEqual(validateFeedback(form));
  });

  it('refuses dangerous content', () => {
    const result = toSubmission({ ...form, description: 'try javascript:alert(1) here', isAnonymous: false }, true);
    expect(result.ok ? null : result.errors.description?.code).toBe('DANGEROUS_CONTENT');
  });
});
