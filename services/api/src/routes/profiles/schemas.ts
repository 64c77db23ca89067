import { z } from 'zod';
import { PLAN_IDS } from '@koester/contract/plans/plan-ids';
import { PROFILE_LIMITS, validateProfileName } from '@koester/contract/validation/profile-rules';
import { withRule } from '../../plugins/validation.ts';

export const profileSchema = z
  .object({
    user_id: z.string(),
    name: z.string(),
    email: z.string(),
    created_at: z.string(),
    plan: z.enum(PLAN_IDS).meta({
      description:
        "The plan of the user's most recent paid checkout session, or free: the plan as far as the site knows it.",
    }),
  })
  .meta({ id: 'Profile' });

/**
 * A new name, checked by the shared rule. The schema's limit is generous on purpose: the rule counts after removing
 * invisible characters and answers its own codes (NAME_REQUIRED, NAME_TOO_LONG, DANGEROUS_CONTENT, INVALID_CHARACTER),
 * which a schema limit would otherwise pre-empt.
 */
export const renameBody = withRule(
  z.object({
    name: z
      .string()
      .max(1000)
      .meta({
        description: `Required, at most ${PROFILE_LIMITS.nameMax} characters once invisible characters are removed and it is trimmed. Refused if it contains script tags, javascript:, alert(, document.cookie, localStorage, sessionStorage or eval(, or a control character. Stored as cleaned, not escaped.`,
      }),
  }),
  (body) => {
    if (typeof body.name !== 'string') return { ok: true, value: {} };
    const rule = validateProfileName(body.name);
    return rule.ok ? { ok: true, value: { name: rule.value } } : rule;
  },
);

/**
 * A new profile: the name follows the same rule as a rename, except that an absent or blank one becomes "User"
 * (spec §4), so this is no way around the rule.
 */
export const createBody = withRule(
  z.object({
    name: z
      .string()
      .max(1000)
      .optional()
      .meta({ description: 'As for PATCH /profiles; absent, or blank once cleaned, becomes "User".' }),
    email: z.string().max(320).meta({ description: 'Must be the verified email of the signed-in user.' }),
  }),
  (body) => {
    const rule = validateProfileName(typeof body.name === 'string' ? body.name : '');
    if (rule.ok) return { ok: true, value: { name: rule.value } };
    return rule.errors.name?.code === 'NAME_REQUIRED' ? { ok: true, value: { name: 'User' } } : rule;
  },
);
