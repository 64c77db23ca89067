import type { MailKind } from '../repositories/mail-settings-repository.ts';

/**
 * The addresses a mail (or a feed) links to: pages of the site, the API's one-click unsubscribe and its feeds. A
 * `language` (the mail's) goes along as `?lang=`, so the page opens in the language the mail was written in.
 */
export interface MailLinks {
  person(personId: string, language?: string): string;
  feedbackItem(feedbackId: string, language?: string): string;
  /** The public roadmap, and its Atom feed of status changes, in a language. */
  roadmap(language: string): string;
  roadmapFeed(language: string): string;
  /**
   * The site's page with an unsubscribe button (a link scanner opening it stops nothing). With a feedback item: stop
   * following that item only.
   */
  unsubscribePage(token: string, kind: MailKind, feedbackId?: string, language?: string): string;
  /**
   * What a mail program POSTs to when its user presses "unsubscribe" (List-Unsubscribe, RFC 8058); opened in a
   * browser (GET), it leads on to the site's page.
   */
  oneClickUnsubscribe(token: string, kind: MailKind, feedbackId?: string, language?: string): string;
  /** A calendar feed's address. */
  calendarFeed(token: string): string;
}

/** Links from the site's and the API's public addresses (KOESTER_SITE_URL, KOESTER_API_PUBLIC_URL). */
export function mailLinks(siteUrl: string, apiPublicUrl: string): MailLinks {
  const site = siteUrl.replace(/\/+$/, '');
  const api = apiPublicUrl.replace(/\/+$/, '');
  const lang = (language?: string): Record<string, string> => (language ? { lang: language } : {});
  const query = (token: string, kind: MailKind, feedbackId?: string, language?: string) =>
    new URLSearchParams({ token, kind, ...(feedbackId ? { feedback: feedbackId } : {}), ...lang(language) }).toString();
  const inLanguage = (url: string, language?: string) => (language ? `${url}?lang=${language}` : url);
  return {
    person: (personId, language) => inLanguage(`${site}/people/${encodeURIComponent(personId)}`, language),
    feedbackItem: (feedbackId, language) => inLanguage(`${site}/feedback/${encodeURIComponent(feedbackId)}`, language),
    roadmap: (language) => inLanguage(`${site}/feedback/roadmap`, language),
    roadmapFeed: (language) => `${api}/feedback/changes.atom?lang=${language}`,
    unsubscribePage: (token, kind, feedbackId, language) =>
      `${site}/unsubscribe?${query(token, kind, feedbackId, language)}`,
    oneClickUnsubscribe: (token, kind, feedbackId, language) =>
      `${api}/mail/unsubscribe?${query(token, kind, feedbackId, language)}`,
    calendarFeed: (token) => `${api}/calendar/${encodeURIComponent(token)}.ics`,
  };
}
