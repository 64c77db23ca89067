import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validateComment, validateFeedback } from '@koester/contract/validation/feedback-rules';
import { validatorCompiler } from '../src/plugins/validation.ts';
import { commentBody } from '../src/routes/comments/schemas.ts';
import { feedbackBody } from '../src/routes/feedback/schemas.ts';

const validate = (schema: z.ZodType) =>
  validatorCompiler({ schema, method: 'POST', url: '/x', httpPart: 'body' }) as (input: unknown) => {
    value?: unknown;
    error?: { status: number; details: { fields: Record<string, { code: string }> } };
  };

/** Lengths around the rule's limits: empty, short, and just under, at and over the maximum. */
const length = (max: number) => fc.oneof(fc.integer({ min: 0, max: 12 }), fc.integer({ min: max - 2, max: max + 2 }));

/** Text the shared rules may or may not accept: plain, padded, escaped, or dangerous. */
const text = (max: number) =>
  fc.oneof(
    length(max).map((n) => 'a'.repeat(n)),
    length(max).map((n) => `  ${'<'.repeat(n)}\n`),
    fc.string({ maxLength: 30 }),
    fc.constantFrom('please no eval(1) here', 'javascript:void(0) as a link'),
  );

describe('bodies checked by a shared rule', () => {
  it('accept exactly what validateFeedback accepts, with its codes and cleaned values', () => {
    const check = validate(feedbackBody);
    fc.assert(
      fc.property(
        text(100),
        text(2000),
        fc.constantFrom<unknown>('bug', 'feature', 'bug', 'feature', 'idea', 3),
        (title, description, type) => {
          const body = { title, description, type };
          const rule = validateFeedback(body);
          const result = check(body);
          if (rule.ok) {
            expect(result.value).toEqual({ ...rule.value, is_anonymous: false });
          } else {
            const codes = Object.fromEntries(Object.entries(rule.errors).map(([field, e]) => [field, e.code]));
            const answered = Object.fromEntries(
              Object.entries(result.error!.details.fields).map(([field, e]) => [field, e.code]),
            );
            expect(answered).toEqual(codes);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('accept exactly what validateComment accepts', () => {
    const check = validate(commentBody);
    fc.assert(
      fc.property(text(500), (content) => {
        const rule = validateComment(content);
        const result = check({ content });
        if (rule.ok) expect(result.value).toEqual({ content: rule.value });
        else expect(result.error!.details.fields.content!.code).toBe(rule.errors.content!.code);
      }),
      { numRuns: 500 },
    );
  });
});
