import type { MailKind } from '../repositories/mail-settings-repository.ts';

/** The addresses a mail links to: pages of the site, and the API's one-click unsubscribe. */
export interface MailLinks {
  person(personId: string): string;
  /** The site's page with an unsubscribe button (a link scanner opening it stops nothing). */
  unsubscribePage(token: string, kind: MailKind): string;
  /** What a mail program POSTs to when its user presses "unsubscribe" (List-Unsubscribe, RFC 8058). */
  oneClickUnsubscribe(token: string, kind: MailKind): string;
  /** A calendar feed's address. */
  calendarFeed(token: string): string;
}

/** Links from the site's and the API's public addresses (KOESTER_SITE_URL, KOESTER_API_PUBLIC_URL). */
export function mailLinks(siteUrl: string, apiPublicUrl: string): MailLinks {
  const site = siteUrl.replace(/\/+$/, '');
  const api = apiPublicUrl.replace(/\/+$/, '');
  const query = (token: string, kind: MailKind) => new URLSearchParams({ token, kind }).toString();
  return {
    person: (personId) => `${site}/people/${encodeURIComponent(personId)}`,
    unsubscribePage: (token, kind) => `${site}/unsubscribe?${query(token, kind)}`,
    oneClickUnsubscribe: (token, kind) => `${api}/mail/unsubscribe?${query(token, kind)}`,
    calendarFeed: (token) => `${api}/calendar/${encodeURIComponent(token)}.ics`,
  };
}
