import { constraintViolation as constraint, invalidParameter, notAuthorized } from '../errors.ts';
import { checkedName } from './name-attribute.ts';
import type { Body } from './parameters.ts';
import type { Action } from './pool.ts';

/** Cognito's limit on a standard string attribute's value. */
const MAX_VALUE_LENGTH = 2048;

/**
 * The standard attributes of a Cognito pool. The site's app client may write only `name`: as in Cognito, writing
 * another one is NotAuthorizedException, `sub` can never change, and an attribute outside the schema is unknown.
 */
const STANDARD_ATTRIBUTES = new Set([
  'address',
  'birthdate',
  'email',
  'email_verified',
  'family_name',
  'gender',
  'given_name',
  'locale',
  'middle_name',
  'name',
  'nickname',
  'phone_number',
  'phone_number_verified',
  'picture',
  'preferred_username',
  'profile',
  'updated_at',
  'website',
  'zoneinfo',
]);
const WRITABLE_ATTRIBUTES = new Set(['name']);

/** The requested changes, name → value, each checked as Cognito checks it; the first wrong one refuses them all. */
function requestedAttributes(body: Body): Map<string, string> {
  const list = body.UserAttributes;
  if (!Array.isArray(list))
    throw invalidParameter(
      "1 validation error detected: Value null at 'userAttributes' failed to satisfy constraint: Member must not be null",
    );
  const changes = new Map<string, string>();
  list.forEach((entry: unknown, index) => {
    const at = `userAttributes.${index + 1}.member`;
    const { Name: name, Value: value } = (entry ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || !name) throw constraint(`${at}.name`, 'Member must not be null');
    if (typeof value !== 'string') throw constraint(`${at}.value`, 'Member must be a string');
    if (value.length > MAX_VALUE_LENGTH)
      throw constraint(`${at}.value`, `Member must have length less than or equal to ${MAX_VALUE_LENGTH}`);
    if (name === 'sub') throw invalidParameter('Cannot modify the non-mutable attribute sub');
    if (!STANDARD_ATTRIBUTES.has(name)) throw invalidParameter('Attribute does not exist in the schema.');
    if (!WRITABLE_ATTRIBUTES.has(name)) throw notAuthorized('A client attempted to write unauthorized attribute');
    changes.set(name, value);
  });
  return changes;
}

/**
 * Changes the signed-in user's own attributes, for a live access token (as GetUser). Only `name` may change (the
 * /dashboard rename), under the profile name rule (name-attribute.ts); no attribute that needs verifying can, so no code is
 * ever sent. Tokens issued from now on, also by a refresh, carry the new name.
 */
export const UpdateUserAttributes: Action = async (pool, body) => {
  const { store, fromAccessToken } = pool;
  const { user } = await fromAccessToken(body);
  const requested = requestedAttributes(body);
  // As at sign-up: a blank name is no name.
  if (requested.has('name')) await store.users.setName(user.sub, checkedName(requested.get('name')));
  return { CodeDeliveryDetailsList: [] };
};
