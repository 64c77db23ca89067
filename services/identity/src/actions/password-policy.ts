import { unmetPasswordRules, type PasswordRuleId } from '@koester/contract/validation/password-rules';
import { CognitoError, invalidParameter } from '../errors.ts';
import { checkLength } from './parameters.ts';

/** Cognito's message for each rule of the password policy (the site's rules, shared with its forms). */
const POLICY_MESSAGES: Record<PasswordRuleId, string> = {
  length: 'Password not long enough',
  uppercase: 'Password must have uppercase characters',
  lowercase: 'Password must have lowercase characters',
  number: 'Password must have numeric characters',
  special: 'Password must have symbol characters',
};

/** A required password parameter that meets the policy; the first rule it breaks is InvalidPasswordException. */
export function checkPasswordPolicy(password: unknown, key = 'Password'): string {
  if (typeof password !== 'string' || !password) throw invalidParameter('Missing required parameter PASSWORD');
  checkLength(key, password);
  const unmet = unmetPasswordRules(password);
  if (unmet.length)
    throw new CognitoError(
      'InvalidPasswordException',
      `Password did not conform with policy: ${POLICY_MESSAGES[unmet[0]!]}`,
    );
  return password;
}
