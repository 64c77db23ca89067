import type { ApiSchemas } from '@koester/shared/api/typed-api';

/** A kind of mail a link in a mail can stop: the kinds the API knows (`reminders`; feedback notifications later). */
export type MailKind = ApiSchemas['Unsubscribed']['kind'];

/** What the unsubscribe page needs to know of a kind besides its texts (`unsubscribe.kinds.<kind>.*`). */
interface MailKindInfo {
  /** The signed-in page where this mail is turned back on. */
  settingsPath: string;
}

/**
 * Every kind the page can stop. Typed by the API's list, so a kind the API adds does not compile here until it has
 * its entry and its texts (`what`: what stops; `backOn`: where it is turned back on; `settings`: that page's link).
 */
const MAIL_KINDS: Record<MailKind, MailKindInfo> = {
  reminders: { settingsPath: '/people/settings' },
};

/** The kind a link names, or null when it names none or one this page does not know (the link is not valid). */
export function mailKindOf(value: string | null): (MailKindInfo & { kind: MailKind }) | null {
  if (!value || !Object.hasOwn(MAIL_KINDS, value)) return null;
  const kind = value as MailKind;
  return { kind, ...MAIL_KINDS[kind] };
}

/** The kinds, for checks that each has its texts. */
export const mailKinds = (): MailKind[] => Object.keys(MAIL_KINDS) as MailKind[];
