import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_LIMITS, validateComment, validateFeedback } from './feedback-rules';
import { escapeAngleBrackets, hasDangerousContent, unescapeAngleBrackets } from './text-rules';

const DANGEROUS = [
  '<script>',
  '< / SCRIPT >',
  'javascript:void(0)',
  'alert(1)',
  'document.cookie',
  'localStorage',
  'sessionStorage',
  'eval (x)',
];

/** Text without any dangerous pattern: letters, digits, spaces, punctuation and line breaks. */
const safeText = (min: number, max: number) =>
  fc
    .string({
      unit: fc.constantFrom(...'abcdefghij KLMNOP 0123456789 .,!?-\n'.split('')),
      minLength: min,
      maxLength: max,
    })
    .filter((s) => s.trim().length >= min && s.trim().length <= max);

describe('validateFeedback', () => {
  it('accepts any safe title and description within the limits, trimmed', () => {
    fc.assert(
      fc.property(
        safeText(2, 100),
        safeText(10, 2000),
        fc.constantFrom('bug', 'feature'),
        (title, description, type) => {
          const result = validateFeedback({ title: `  ${title} `, description, type });
          expect(result).toEqual({ ok: true, value: { title: title.trim(), description: description.trim(), type } });
        },
      ),
    );
  });

  it('refuses titles and descriptions outside the limits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 2500 }),
        (titleLength, descriptionLength) => {
          const result = validateFeedback({
            title: 'x'.repeat(titleLength),
            description: 'y'.repeat(descriptionLength),
            type: 'bug',
          });
          const titleOk = titleLength >= FEEDBACK_LIMITS.titleMin && titleLength <= FEEDBACK_LIMITS.titleMax;
          const descriptionOk =
            descriptionLength >= FEEDBACK_LIMITS.descriptionMin && descriptionLength <= FEEDBACK_LIMITS.descriptionMax;
          expect(result.ok).toBe(titleOk && descriptionOk);
          if (!result.ok) {
            expect('title' in result.errors).toBe(!titleOk);
            expect('description' in result.errors).toBe(!descriptionOk);
          }
        },
      ),
    );
  });

  it("uses the spec's messages", () => {
    const result = validateFeedback({ title: ' ', description: 'short', type: 'idea' });
    expect(result).toEqual({
      ok: false,
      errors: {
        title: { code: 'TITLE_REQUIRED', message: 'Please enter a title for your feedback' },
        description: {
          code: 'DESCRIPTION_TOO_SHORT',
          message: 'Your description is too short. It should be at least 10 characters',
        },
        type: { code: 'INVALID_TYPE', message: 'The type must be bug or feature' },
      },
    });
    expect(validateFeedback({ title: 'Hi', type: 'bug' })).toMatchObject({
      errors: { description: { message: 'Please provide a description for your feedback' } },
    });
  });

  it('refuses dangerous content wherever it appears, in any case', () => {
    fc.assert(
      fc.property(safeText(0, 40), fc.constantFrom(...DANGEROUS), safeText(0, 40), (before, bad, after) => {
        const text = `${before} ${bad} ${after}`;
        const result = validateFeedback({ title: 'A title', description: `${text} padding text`, type: 'feature' });
        expect(result).toMatchObject({ ok: false, errors: { description: { code: 'DANGEROUS_CONTENT' } } });
        expect(hasDangerousContent(text.toUpperCase())).toBe(true);
      }),
    );
  });

  it('escapes angle brackets idempotently and keeps line breaks', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = escapeAngleBrackets(text);
        expect(once).not.toMatch(/[<>]/);
        expect(escapeAngleBrackets(once)).toBe(once);
      }),
    );
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/&[lg]t;/.test(text)),
        (text) => {
          expect(unescapeAngleBrackets(escapeAngleBrackets(text))).toBe(text);
        },
      ),
    );
    expect(validateFeedback({ title: 'a <b> c', description: 'line one\nline two > three', type: 'bug' })).toEqual({
      ok: true,
      value: { title: 'a &lt;b&gt; c', description: 'line one\nline two &gt; three', type: 'bug' },
    });
  });
});

describe('text that went through the rules once', () => {
  it('passes them again unchanged, as the API checks what the form sent', () => {
    const title = `${'<'.repeat(FEEDBACK_LIMITS.titleMax - 2)}ok`;
    const first = validateFeedback({ title, description: 'a > b and b > c, so a > c', type: 'bug' });
    expect(first.ok).toBe(true);
    expect(validateFeedback(first.ok ? first.value : {})).toEqual(first);
    const comment = validateComment(`${'>'.repeat(FEEDBACK_LIMITS.commentMax - 1)}!`);
    expect(validateComment(comment.ok ? comment.value : '')).toEqual(comment);
  });

  it('still refuses a script tag sent escaped', () => {
    expect(validateComment('&lt;script&gt;x&lt;/script&gt;')).toMatchObject({
      ok: false,
      errors: { content: { code: 'DANGEROUS_CONTENT' } },
    });
    expect(
      validateFeedback({ title: '&lt;SCRIPT src=x&gt;', description: 'Long enough description', type: 'bug' }),
    ).toMatchObject({ ok: false, errors: { title: { code: 'DANGEROUS_CONTENT' } } });
  });
});

describe('invisible characters', () => {
  it('are removed before the rules run, so a text of only them is empty', () => {
    const zeroWidth = '\u200b\u200b\u200b';
    expect(validateFeedback({ title: zeroWidth, description: 'A description long enough.', type: 'bug' })).toEqual({
      ok: false,
      errors: { title: { code: 'TITLE_REQUIRED', message: 'Please enter a title for your feedback' } },
    });
    expect(validateComment('\u200b\ufeff')).toMatchObject({
      ok: false,
      errors: { content: { code: 'COMMENT_EMPTY' } },
    });
  });

  it('never store a bidirectional override that would make a text read differently', () => {
    const result = validateFeedback({
      title: 'Invoice \u202egnp.exe',
      description: 'See the attachment\u2066 please.',
      type: 'bug',
    });
    expect(result).toEqual({
      ok: true,
      value: { title: 'Invoice gnp.exe', description: 'See the attachment please.', type: 'bug' },
    });
  });
});

describe('validateComment', () => {
  it('accepts 2 to 500 safe characters and refuses the rest with the spec messages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 700 }), (length) => {
        const result = validateComment('c'.repeat(length));
        expect(result.ok).toBe(length >= 2 && length <= 500);
      }),
    );
    expect(validateComment('   ')).toEqual({
      ok: false,
      errors: { content: { code: 'COMMENT_EMPTY', message: 'Comment cannot be empty.' } },
    });
    expect(validateComment('a')).toMatchObject({
      errors: { content: { message: 'Comment is too short. It must be at least 2 characters.' } },
    });
    expect(validateComment('a'.repeat(501))).toMatchObject({
      errors: { content: { message: 'Comment is too long. Maximum 500 characters allowed.' } },
    });
    expect(validateComment('try eval(1) now')).toMatchObject({
      errors: { content: { message: 'Your comment contains potentially dangerous content.' } },
    });
  });
});
