import type { Readable } from 'node:stream';
import { simpleParser, type HeaderLines } from 'mailparser';
import type { SMTPServerEnvelope } from 'smtp-server';
import type { CaughtMessage } from './message-store.ts';

/**
 * Only what the catcher shows is worked out: no HTML made from plain text or text from HTML (`text` and `html` are
 * what was sent, or null), no links, no inlined images, no attachment checksums. Each costs time on every message,
 * and a benchmark sends thousands.
 */
const PARSER_OPTIONS = {
  skipHtmlToText: true,
  skipTextToHtml: true,
  skipTextLinks: true,
  keepCidLinks: true,
  checksumAlgo: false,
} as const;

/**
 * The headers by lower-case name, each as it was written (folded lines joined, encoded words left as they are: the
 * decoded subject and sender are the message's own fields). A header sent more than once has its values one per line.
 */
function headersOf(lines: HeaderLines): Record<string, string> {
  // A Map, not an object: a header named "constructor" or "__proto__" is a header like any other.
  const headers = new Map<string, string>();
  for (const { key, line } of lines) {
    const value = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n(?=[ \t])/g, '')
      .trim();
    const earlier = headers.get(key);
    headers.set(key, earlier === undefined ? value : `${earlier}\n${value}`);
  }
  return Object.fromEntries(headers);
}

/** Reads a message off the wire into what the catcher keeps, once. */
export async function parseMessage(
  source: Readable,
  envelope: SMTPServerEnvelope,
  receivedAt = new Date(),
): Promise<Omit<CaughtMessage, 'id'>> {
  const parsed = await simpleParser(source, PARSER_OPTIONS);
  return {
    from: parsed.from?.text || (envelope.mailFrom ? envelope.mailFrom.address : ''),
    to: envelope.rcptTo.map((recipient) => recipient.address),
    subject: parsed.subject ?? '',
    date: (parsed.date ?? receivedAt).toISOString(),
    text: parsed.text || null,
    html: parsed.html || null,
    headers: headersOf(parsed.headerLines),
  };
}
