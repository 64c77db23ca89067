import { validateProfileName } from '@koester/contract/validation/profile-rules';
import { cleanText } from '@koester/contract/validation/text-rules';
import { invalidParameter } from '../errors.ts';

/**
 * The `name` attribute as stored: it is shown to other users (a reserver's name on a wishlist), so it follows the
 * profile name rule the site applies to every name (no script, no control characters, not posing as the Koester
 * team); blank is no name. Only the team itself, through the IAM-signed admin actions, may use the team's name.
 */
export function checkedName(raw: string | undefined, { teamMayUseTeamName = false } = {}): string | null {
  if (raw === undefined) return null;
  const rule = validateProfileName(raw);
  if (rule.ok) return rule.value;
  const failure = rule.errors.name!;
  if (failure.code === 'NAME_REQUIRED') return null;
  if (failure.code === 'NAME_RESERVED' && teamMayUseTeamName) return cleanText(raw);
  throw invalidParameter(`Invalid name: ${failure.message} (${failure.code}).`);
}
