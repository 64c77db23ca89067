import { constraintViolation, invalidParameter } from '../errors.ts';

/** An action's request body, as parsed JSON. */
export type Body = Record<string, unknown>;

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Cognito's documented length limits of the string parameters the pool reads (API reference of each action; the
 * auth flows' USERNAME and PASSWORD as Username and Password). Checked before anything is looked up or hashed.
 */
const MAX_LENGTH: Record<string, number> = {
  Username: 128,
  USERNAME: 128,
  Password: 256,
  PASSWORD: 256,
  PreviousPassword: 256,
  ProposedPassword: 256,
  TemporaryPassword: 256,
  NEW_PASSWORD: 256,
  ConfirmationCode: 2048,
  ClientId: 128,
  Session: 2048,
  UserPoolId: 55,
  GroupName: 128,
};
/** A standard attribute's name and value (Cognito's AttributeType). */
const MAX_ATTRIBUTE = { name: 32, value: 2048 } as const;

/** The parameter as Cognito's validation messages name it: "Username" is 'username'. */
const cognitoName = (key: string) => (/^[A-Z][a-z]/.test(key) ? key[0]!.toLowerCase() + key.slice(1) : key);

/** Refuses a string parameter longer than Cognito's limit for it. */
export function checkLength(key: string, value: string) {
  const max = MAX_LENGTH[key];
  if (max !== undefined && value.length > max)
    throw constraintViolation(cognitoName(key), `Member must have length less than or equal to ${max}`);
}

/** A required string parameter, within Cognito's length limit for it. */
export const text = (body: Body, key: string) => {
  const value = body[key];
  if (typeof value !== 'string' || !value) throw invalidParameter(`Missing required parameter ${key}`);
  checkLength(key, value);
  return value;
};

/** The attributes of SignUp and AdminCreateUser, name → value, within Cognito's length limits. */
export function attributes(list: unknown): Record<string, string> {
  const entries: [string, string][] = [];
  (Array.isArray(list) ? list : []).forEach((entry: unknown, index) => {
    const { Name: name, Value: value } = (entry ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string') return;
    const at = `userAttributes.${index + 1}.member`;
    if (name.length > MAX_ATTRIBUTE.name)
      throw constraintViolation(`${at}.name`, `Member must have length less than or equal to ${MAX_ATTRIBUTE.name}`);
    const text = String(value ?? '');
    if (text.length > MAX_ATTRIBUTE.value)
      throw constraintViolation(`${at}.value`, `Member must have length less than or equal to ${MAX_ATTRIBUTE.value}`);
    entries.push([name, text]);
  });
  return Object.fromEntries(entries);
}
