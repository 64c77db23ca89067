import type { Language } from '@koester/contract/i18n/languages';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';

/** A text with its {placeholders} filled in; an unknown one stays as it is. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Stored texts keep their angle brackets escaped; the mail shows what the user typed, escaped once for HTML. */
export const html = (text: string) => unescapeAngleBrackets(text).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
/** A stored text as the plain-text part shows it. */
export const plain = unescapeAngleBrackets;

/** A label before what it introduces: French puts a no-break space before the colon. */
export const colon = (language: Language, label: string) => `${label}${language === 'fr' ? '\u00a0' : ''}:`;

/** The mail's one button: a link that looks like one in every mail program. */
export const mailButton = (url: string, label: string) =>
  `<p><a href="${html(url)}" style="display:inline-block;padding:10px 16px;background:#c2410c;color:#fff;border-radius:8px;text-decoration:none">${html(label)}</a></p>`;

/** Why the reader gets the mail, and the link that stops it. */
export const mailFooter = (because: string, unsubscribeLabel: string, unsubscribeUrl: string) =>
  `<p style="color:#666;font-size:12px">${html(because)} <a href="${html(unsubscribeUrl)}">${html(unsubscribeLabel)}</a></p>`;

/** The HTML document around a mail's body, in its language. */
export const mailDocument = (language: Language, body: string) =>
  `<!doctype html><html lang="${language}"><body style="font-family:sans-serif">${body}</body></html>`;
