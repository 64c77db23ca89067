import type { MailKind } from '../repositories/mail-settings-repository.ts';

/** The addresses a mail (or a feed) links to: pages of the site, the API's one-click unsubscribe and its feeds. */
export interface MailLinks {
  person(personId: string): string;
  feedbackItem(feedbackId: string): string;
  /** The public roadmap, and its Atom feed of status changes, in a language. */
  roadmap(language: string): string;
  roadmapFeed(language: string): string;
  /**
   * The site's page with an unsubscribe button (a link scanner opening it stops nothing). With a feedback item: stop
   * following that item only.
   */
  unsubscribePage(token: string, kind: MailKind, feedbackId?: string): string;
  /** What a mail program POSTs to when its user presses "unsubscribe" (List-Unsubscribe, RFC 8058). */
  oneClickUnsubscribe(token: string, kind: MailKind, feedbackId?: string): string;
  /** A calendar feed's address. */
  calendarFeed(token: string): string;
}

/** Links from the site's and the API's public addresses (KOESTER_SITE_URL, KOESTER_API_PUBLIC_URL). */
export function mailLinks(siteUrl: string, apiPublicUrl: string): MailLinks {
  const site = siteUrl.replace(/\/+$/, '');
  const api = apiPublicUrl.replace(/\/+$/, '');
  const query = (token: string, kind: MailKind, feedbackId?: string) =>
    new URLSearchParams({ token, kind, ...(feedbackId ? { feedback: feedbackId } : {}) }).toString();
  return {
    person: (personId) => `${site}/people/${encodeURIComponent(personId)}`,
    feedbackItem: (feedbackId) => `${site}/feedback/${encodeURIComponent(feedbackId)}`,
    roadmap: (language) => `${site}/feedback/roadmap?lang=${language}`,
    roadmapFeed: (language) => `${api}/feedback/changes.atom?lang=${language}`,
    unsubscribePage: (token, kind, feedbackId) => `${site}/unsubscribe?${query(token, kind, feedbackId)}`,
    oneClickUnsubscribe: (token, kind, feedbackId) => `${api}/mail/unsubscribe?${query(token, kind, feedbackId)}`,
    calendarFeed: (token) => `${api}/calendar/${encodeURIComponent(token)}.ics`,
  };
}
