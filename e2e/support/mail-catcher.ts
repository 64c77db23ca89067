import { E2E_MAIL_URL } from './env';

/** A message the e2e run's mail catcher caught (services/mailcatcher/src/message-store.ts). */
interface CaughtMessage {
  id: string;
  from: string;
  to: string[];
  subject: string;
  /** ISO 8601. */
  date: string;
  text: string | null;
  html: string | null;
  /** Every header by lower-case name: 'list-unsubscribe', 'list-unsubscribe-post', 'message-id', … */
  headers: Record<string, string>;
}

/** The messages sent to an address in this run, newest first (the address matched without regard to case). */
export async function messagesTo(email: string): Promise<CaughtMessage[]> {
  const answer = await fetch(`${E2E_MAIL_URL}/messages?to=${encodeURIComponent(email)}`);
  if (!answer.ok) throw new Error(`The mail catcher answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { messages: CaughtMessage[] }).messages;
}

/**
 * Waits for a message to the address that `predicate` accepts (the newest such), asking the catcher again every
 * quarter second; fails after `timeoutMs` naming the subjects that did arrive.
 */
export async function waitForMessage(
  email: string,
  predicate: (message: CaughtMessage) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<CaughtMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await messagesTo(email);
    const found = messages.find(predicate);
    if (found) return found;
    if (Date.now() >= deadline) {
      const subjects = messages.map((m) => JSON.stringify(m.subject)).join(', ') || 'none';
      throw new Error(`No matching message reached ${email} within ${timeoutMs} ms (arrived: ${subjects}).`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
