import type { IdentityDb } from '../db.ts';

/**
 * The pool's outgoing mail: every message is logged; with `devMailbox` (KOESTER_IDENTITY_DEV_MAILBOX=true) it is also
 * kept (identity.messages) for the dev mailbox and its code printed. Otherwise neither: a code or a temporary
 * password in a log or a table is a way into the account.
 */
export function mailboxStore(db: IdentityDb, { devMailbox }: { devMailbox: boolean }) {
  return {
    /** "Sends" a message: it is logged, and only with the dev mailbox kept (with its code) for the mailbox. */
    async send(email: string, subject: string, body: string, code: string | null) {
      if (!devMailbox) {
        process.stdout.write(`[identity] mail to ${email}: ${subject}\n`);
        return;
      }
      await db.insertInto('identity.messages').values({ email: email.toLowerCase(), subject, body, code }).execute();
      process.stdout.write(`[identity] mail to ${email}: ${subject}${code ? ` (code ${code})` : ''}\n`);
    },

    /** The last 50 messages kept for the address, newest first. */
    messagesTo(email: string) {
      return db
        .selectFrom('identity.messages')
        .select(['id', 'email', 'subject', 'body', 'code', 'created_at'])
        .where('email', '=', email.trim().toLowerCase())
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
    },

    /** Forgets every message kept for the address (a deleted account's). */
    async forget(email: string) {
      await db.deleteFrom('identity.messages').where('email', '=', email.trim().toLowerCase()).execute();
    },
  };
}
