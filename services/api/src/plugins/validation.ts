import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { isFieldErrorCode, type FieldErrorCode, type FieldErrors } from '@koester/shared/validation/field-codes';
import type { RuleResult } from '@koester/shared/validation/text-rules';
import { fieldFailure } from '../errors.ts';

type Rule<T> = (input: Record<string, unknown>) => RuleResult<T>;

const rules = new WeakMap<z.ZodType, Rule<object>>();

/**
 * A request body checked by a shared rule (spec §5) as well as by its schema.
 * The schema states the same limits, so the OpenAPI document tells the truth;
 * the rule has the last word on the fields it checks (its codes and the
 * spec's messages) and adds what JSON Schema cannot say (dangerous content,
 * escaping). The handler receives the rule's cleaned values.
 */
export function withRule<S extends z.ZodObject>(schema: S, rule: Rule<Partial<z.output<S>>>): S {
  rules.set(schema, rule);
  return schema;
}

const LENGTH_ORIGINS = new Set(['string', 'array', 'set', 'file']);

/** The shared code for what the schema refused. */
function codeOf(issue: z.core.$ZodIssue): FieldErrorCode {
  if (issue.input === undefined || issue.input === null) return 'REQUIRED';
  switch (issue.code) {
    case 'invalid_type':
      return 'WRONG_TYPE';
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'REQUIRED';
      return LENGTH_ORIGINS.has(issue.origin) ? 'TOO_SHORT' : 'TOO_SMALL';
    case 'too_big':
      return LENGTH_ORIGINS.has(issue.origin) ? 'TOO_LONG' : 'TOO_LARGE';
    case 'invalid_value':
      return 'INVALID_CHOICE';
    case 'invalid_format':
      return issue.format === 'url' ? 'INVALID_URL' : 'INVALID_FORMAT';
    case 'not_multiple_of':
      return 'INVALID_FORMAT';
    case 'custom':
      return isFieldErrorCode(issue.params?.code) ? issue.params.code : 'INVALID_VALUE';
    default:
      return 'INVALID_VALUE';
  }
}

/**
 * One problem per field, keyed by its dotted path; a problem with the whole
 * part (a body that is not an object) is keyed by the part: body, querystring, params.
 */
export function fieldsFromIssues(issues: readonly z.core.$ZodIssue[], part: string): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : part;
    if (fields[key]) continue;
    const code = codeOf(issue);
    // zod's own wording for a missing value ("expected string, received undefined") reads as a bug.
    const message = code === 'REQUIRED' && issue.code !== 'too_small' ? 'This field is required.' : issue.message;
    fields[key] = { code, message };
  }
  return fields;
}

/**
 * Every string holding a NUL character (\u0000), keyed like a field problem.
 * PostgreSQL cannot store NUL in text, so such a value would otherwise fail
 * deep in a query; nothing a person types contains one. Walks with its own
 * stack, so a deeply nested body cannot exhaust the call stack.
 */
export function nulCharacterFields(input: unknown, part: string): FieldErrors {
  const fields: FieldErrors = {};
  const stack: [unknown, string[]][] = [[input, []]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) {
        fields[path.length > 0 ? path.join('.') : part] = {
          code: 'INVALID_CHARACTER',
          message: 'This field contains a character that is not allowed.',
        };
      }
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) stack.push([child, [...path, key]]);
    }
  }
  return fields;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Validates params, query and bodies with their zod schemas and answers every
 * refusal as field problems with the shared codes (docs/decisions.md, "Errors").
 * A text with a NUL character is refused first, whatever the schema says of it.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const rule = rules.get(schema);
  const part = httpPart ?? 'body';
  return (input: unknown) => {
    const nul = nulCharacterFields(input, part);
    if (Object.keys(nul).length > 0) return { error: fieldFailure(nul) };
    const parsed = schema.safeParse(input, { reportInput: true });
    const ruled = rule && isRecord(input) ? rule(input) : undefined;
    if (parsed.success && ruled?.ok !== false) {
      return { value: ruled?.ok ? { ...(parsed.data as object), ...ruled.value } : parsed.data };
    }
    const ruleFields: FieldErrors = ruled && !ruled.ok ? ruled.errors : {};
    const schemaFields = parsed.success ? {} : fieldsFromIssues(parsed.error.issues, part);
    // The rule has the last word on its fields, and its first message leads (spec §5's texts).
    const message = Object.values(ruleFields)[0]?.message ?? 'The request is not valid.';
    return { error: fieldFailure({ ...schemaFields, ...ruleFields }, 'VALIDATION_ERROR', message) };
  };
};
