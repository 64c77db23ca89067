import type { Mail, Mailer } from './mailer.ts';

/**
 * What the mail tables (reminder_deliveries, portal_mails) share: a row per mail, claimed ('queued' → 'sending')
 * before it is sent, so a job handed out twice sends once. A row being sent for longer than this is taken to have
 * died with its instance: a retry may send it. It is longer than the mail queues' expiry, after which pg-boss hands
 * the job out again.
 */
export const STALE_SENDING = '2 minutes';

/** Thrown while another instance is sending the mail: pg-boss retries, and takes it over once it is stale. */
export class SendingElsewhere extends Error {
  constructor(mailId: string) {
    super(`mail ${mailId} is being sent by another instance; retried later`);
    this.name = 'SendingElsewhere';
  }
}

type OutboxStatus = 'queued' | 'sent' | 'skipped';

/** Sends a claimed mail: 'sent' once the mail server took it; back to 'queued' and rethrown (to be retried) if not. */
export async function sendClaimed(
  mailer: Mailer,
  mail: Mail,
  setStatus: (status: OutboxStatus) => Promise<unknown>,
): Promise<'sent'> {
  try {
    await mailer.send(mail);
  } catch (error) {
    await setStatus('queued');
    throw error;
  }
  await setStatus('sent');
  return 'sent';
}
