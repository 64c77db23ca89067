import type { RuleResult } from '@koester/contract/validation/text-rules';

/** The local calendar day (YYYY-MM-DD) of a moment: what the owner picked, and what the page shows back. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The expiry the API gets for a day picked in the form: the link works to the end of that day, the owner's time.
 * Empty is "never expires"; a day before today, or anything that is not a date, is refused (the API checks too).
 */
export function expiryFromDay(day: string, now = new Date()): RuleResult<string | null> {
  if (!day) return { ok: true, value: null };
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const end = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59) : null;
  if (!end || Number.isNaN(end.getTime()) || localDay(end.toISOString()) !== day)
    return {
      ok: false,
      errors: { expires_at: { code: 'INVALID_FORMAT', message: 'This value does not have the expected form' } },
    };
  if (end.getTime() <= now.getTime())
    return {
      ok: false,
      errors: { expires_at: { code: 'EXPIRY_IN_PAST', message: 'The expiry must be in the future.' } },
    };
  return { ok: true, value: end.toISOString() };
}

/** Whether friends can still open a link: a revoked one is gone, an expired one shows 'Link verlopen'. */
export function linkState(
  link: { expires_at: string | null; revoked: boolean },
  now: number,
): 'active' | 'expired' | 'revoked' {
  if (link.revoked) return 'revoked';
  if (link.expires_at && new Date(link.expires_at).getTime() <= now) return 'expired';
  return 'active';
}

/** The whole address a friend opens: the shared page on this site. */
export function shareUrl(path: string, origin = window.location.origin): string {
  return new URL(path, origin).href;
}
