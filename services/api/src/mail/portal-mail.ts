import type { Language } from '@koester/contract/i18n/languages';
import type { FeedbackStatus } from '@koester/contract/validation/feedback-rules';
import { colon, fill, html, mailButton, mailDocument, plain } from './mail-layout.ts';
import type { Mail } from './mailer.ts';
import { PORTAL_TEXTS } from './portal-texts.ts';

/** Where a portal mail leads: the item's page, and the two ways to stop (this item, or all portal mail). */
interface PortalLinks {
  itemUrl: string;
  stopItemUrl: string;
  stopAllUrl: string;
  /** The one-click address of the mail's headers (all portal mail: the mail program's own button). */
  oneClickUrl: string;
}

interface StatusFacts extends PortalLinks {
  to: string;
  language: Language;
  title: string;
  from: FeedbackStatus;
  status: FeedbackStatus;
  note: string | null;
}

/** A comment as a digest shows it: its text and whether the team wrote it (no one else is named). */
interface DigestComment {
  content: string;
  byTeam: boolean;
}

interface DigestFacts extends PortalLinks {
  to: string;
  language: Language;
  title: string;
  comments: DigestComment[];
}

/** A digest shows this many comments; the rest are counted. */
const DIGEST_SHOWN = 10;

function portalMail(
  language: Language,
  to: string,
  subject: string,
  parts: { text: string[]; html: string[] },
  links: PortalLinks,
): Mail {
  const t = PORTAL_TEXTS[language];
  const text = [
    ...parts.text,
    `\n${colon(language, t.open)} ${links.itemUrl}`,
    `\n--\n${t.because}`,
    `${colon(language, t.stopItem)} ${links.stopItemUrl}\n${colon(language, t.stopAll)} ${links.stopAllUrl}`,
  ].join('\n');
  const body = [
    ...parts.html,
    mailButton(links.itemUrl, t.open),
    `<p style="color:#666;font-size:12px">${html(t.because)} <a href="${html(links.stopItemUrl)}">${html(t.stopItem)}</a> · <a href="${html(links.stopAllUrl)}">${html(t.stopAll)}</a></p>`,
  ].join('\n');
  return { to, subject, text, html: mailDocument(language, body), language, unsubscribeUrl: links.oneClickUrl };
}

/** The mail a follower gets when an admin changes an item's status: old and new status, and the admin's note. */
export function statusMail(facts: StatusFacts): Mail {
  const t = PORTAL_TEXTS[facts.language];
  const values = { title: plain(facts.title), from: t.status[facts.from], to: t.status[facts.status] };
  const note = facts.note && plain(facts.note);
  return portalMail(
    facts.language,
    facts.to,
    fill(t.statusSubject, values),
    {
      text: [fill(t.statusChanged, values), note ? `\n${colon(facts.language, t.note)}\n${note}` : ''].filter(Boolean),
      html: [
        `<h1 style="font-size:20px">${html(fill(t.statusSubject, values))}</h1>`,
        `<p>${html(fill(t.statusChanged, values))}</p>`,
        note
          ? `<h2 style="font-size:16px">${html(t.note)}</h2><p style="white-space:pre-line">${html(facts.note!)}</p>`
          : '',
      ].filter(Boolean),
    },
    facts,
  );
}

/** The hourly digest of new comments on an item a reader follows (never their own comments). */
export function digestMail(facts: DigestFacts): Mail {
  const t = PORTAL_TEXTS[facts.language];
  const values = { title: plain(facts.title), n: facts.comments.length };
  const intro = fill(facts.comments.length === 1 ? t.digestIntroOne : t.digestIntro, values);
  const shown = facts.comments.slice(0, DIGEST_SHOWN);
  const rest = facts.comments.length - shown.length;
  const author = (comment: DigestComment) => (comment.byTeam ? t.team : t.someone);
  return portalMail(
    facts.language,
    facts.to,
    fill(t.digestSubject, values),
    {
      text: [
        intro,
        ...shown.map((comment) => `\n${colon(facts.language, author(comment))}\n${plain(comment.content)}`),
        rest > 0 ? `\n(${fill(t.more, { n: rest })})` : '',
      ].filter(Boolean),
      html: [
        `<h1 style="font-size:20px">${html(fill(t.digestSubject, values))}</h1>`,
        `<p>${html(intro)}</p>`,
        ...shown.map(
          (comment) =>
            `<p><strong>${html(author(comment))}</strong><br><span style="white-space:pre-line">${html(comment.content)}</span></p>`,
        ),
        rest > 0 ? `<p>${html(fill(t.more, { n: rest }))}</p>` : '',
      ].filter(Boolean),
    },
    facts,
  );
}
