import {
  cleanText,
  hasControlCharacter,
  hasDangerousContent,
  unescapeAngleBrackets,
  DANGEROUS_CONTENT,
  INVALID_CHARACTER,
  ruleError,
  type RuleError,
  type RuleResult,
} from '@koester/shared/validation/text-rules';

/** The longest name a profile holds: the 100 characters POST /profiles already cuts a new name to. */
export const PROFILE_LIMITS = { nameMax: 100 } as const;

/**
 * Checks and cleans a new profile name, for the /dashboard form and PATCH /profiles alike: without invisible
 * characters and trimmed (cleanText), not empty, at most 100 characters, no dangerous content, no control characters.
 * The cleaned name is what is stored; it is not escaped, since a name is only ever rendered as text.
 */
export function validateProfileName(raw: string): RuleResult<string> {
  const name = cleanText(raw);
  let failure: RuleError | undefined;
  if (!name) failure = ruleError('NAME_REQUIRED', 'Please enter your name');
  else if (name.length > PROFILE_LIMITS.nameMax)
    failure = ruleError('NAME_TOO_LONG', `Your name can be at most ${PROFILE_LIMITS.nameMax} characters`);
  // Read back as typed first: "&lt;script&gt;" is refused like the tag it stands for, as in every other text.
  else if (hasDangerousContent(unescapeAngleBrackets(name))) failure = DANGEROUS_CONTENT;
  else if (hasControlCharacter(name)) failure = INVALID_CHARACTER;
  return failure ? { ok: false, errors: { name: failure } } : { ok: true, value: name };
}
