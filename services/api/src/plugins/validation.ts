import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { isFieldErrorCode, type FieldErrorCode, type FieldErrors } from '@koester/contract/validation/field-codes';
import { inspectBody, MAX_BODY_DEPTH } from '@koester/contract/validation/body-inspection';
import type { RuleResult } from '@koester/contract/validation/text-rules';
import { fieldFailure, HttpError } from '../errors.ts';

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
function fieldsFromIssues(issues: readonly z.core.$ZodIssue[], part: string): FieldErrors {
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

/** At most this many fields are named for unstorable characters: a body of thousands of them gets a short answer. */
const MAX_CHARACTER_FIELDS = 20;

/**
 * Every text (value or key) holding a character no stored text may hold, keyed like a field problem: NUL, which
 * PostgreSQL cannot store in text, and a lone UTF-16 surrogate, which JSON's "\ud800" escape yields but no UTF-8
 * text can hold (it would come back as "�"). Nothing a person types contains either. inspectBody walks the
 * body once, in linear time, whatever its shape; a body nested too deeply (which the JSON parser already refuses)
 * is refused whole.
 */
function unstorableCharacterFields(input: unknown, part: string): FieldErrors | HttpError {
  const fields: FieldErrors = {};
  for (const problem of inspectBody(input)) {
    if (problem.kind === 'too-deep') {
      return new HttpError(400, 'BODY_TOO_DEEP', `The request nests deeper than ${MAX_BODY_DEPTH} levels.`);
    }
    if (Object.keys(fields).length >= MAX_CHARACTER_FIELDS) break;
    fields[problem.path.length > 0 ? problem.path.join('.') : part] = {
      code: 'INVALID_CHARACTER',
      message: 'This field contains a character that is not allowed.',
    };
  }
  return fields;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Validates params, query and bodies with their zod schemas and answers every
 * refusal as field problems with the shared codes (docs/decisions.md, "Errors").
 * A text with a NUL character or a lone surrogate is refused first, whatever the schema says of it.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const rule = rules.get(schema);
  const part = httpPart ?? 'body';
  return (input: unknown) => {
    const unstorable = unstorableCharacterFields(input, part);
    if (unstorable instanceof HttpError) return { error: unstorable };
    if (Object.keys(unstorable).length > 0) return { error: fieldFailure(unstorable) };
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
