import type { ApiSchemas } from '@koester/shared/api/typed-api';

/** A kind of mail a link in a mail can stop: the kinds the API knows (`reminders`, `portal`: feedback portal mail). */
export type MailKind = ApiSchemas['Unsubscribed']['kind'];

/** What the unsubscribe page needs to know of a kind besides its texts (`unsubscribe.kinds.<kind>.*`). */
interface MailKindInfo {
  /** The page where this mail is turned back on (its path, to know whether the site serves it). */
  settingsPath: string;
  /** The link to it, for the whole kind or (feedback portal mail) for one item. */
  settingsLink(feedbackId: string | null): string;
}

/**
 * Every kind the page can stop. Typed by the API's list, so a kind the API adds does not compile here until it has
 * its entry and its texts (`what`: what stops; `backOn`: where it is turned back on; `settings`: that page's link).
 */
const MAIL_KINDS: Record<MailKind, MailKindInfo> = {
  reminders: { settingsPath: '/people/settings', settingsLink: () => '/people/settings' },
  // One item's mail is turned back on with Follow on its page; all portal mail by following items again.
  portal: {
    settingsPath: '/feedback',
    settingsLink: (feedbackId) => (feedbackId ? `/feedback/${feedbackId}` : '/feedback?mine=following'),
  },
};

/** The kind a link names, or null when it names none or one this page does not know (the link is not valid). */
export function mailKindOf(value: string | null): (MailKindInfo & { kind: MailKind }) | null {
  if (!value || !Object.hasOwn(MAIL_KINDS, value)) return null;
  const kind = value as MailKind;
  return { kind, ...MAIL_KINDS[kind] };
}

/** The kinds, for checks that each has its texts. */
export const mailKinds = (): MailKind[] => Object.keys(MAIL_KINDS) as MailKind[];
