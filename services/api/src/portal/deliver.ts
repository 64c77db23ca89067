import { sql, type Kysely } from 'kysely';
import { toLanguage } from '@koester/contract/i18n/languages';
import type { FeedbackStatus } from '@koester/contract/validation/feedback-rules';
import type { PortalMailKind } from '../db/feedback-loop-schema.ts';
import type { Database } from '../db/schema.ts';
import type { MailLinks } from '../mail/mail-links.ts';
import type { Mailer } from '../mail/mailer.ts';
import { SendingElsewhere, sendClaimed, STALE_SENDING } from '../mail/outbox.ts';
import { digestMail, statusMail } from '../mail/portal-mail.ts';
import { mailSettingsRepository } from '../repositories/mail-settings-repository.ts';

interface PortalMailFacts {
  id: string;
  kind: PortalMailKind;
  source_id: string;
  feedback_id: string;
  user_id: string;
  title: string;
  email: string | null;
  language: string | null;
  unsubscribe_token: string | null;
  following: boolean;
  opted_out: boolean;
}

/**
 * Sends one feedback portal mail, claimed as reminders are (mail/outbox.ts): a job handed out twice sends once. A
 * reader who stopped following the item or all portal mail since, or has no address: 'skipped'. A digest holds the
 * comments it took (wherever a merge has moved them since) that others wrote; with none, 'skipped'. In the reader's
 * language (the last one they used on the site), with links to stop this item's mail or all of it.
 */
export function portalDelivery(db: Kysely<Database>, mailer: Mailer, links: MailLinks) {
  const settings = mailSettingsRepository(db);
  const setStatus = (id: string, status: 'queued' | 'sent' | 'skipped') =>
    db
      .updateTable('portal_mails')
      .set({ status, ...(status === 'sent' ? { sent_at: new Date() } : {}) })
      .where('id', '=', id)
      .execute();

  const claim = async (mailId: string) => {
    const { rows } = await sql<PortalMailFacts>`
      WITH claimed AS (
        UPDATE portal_mails SET status = 'sending', attempt_at = now()
        WHERE id = ${mailId}
          AND (status = 'queued' OR (status = 'sending' AND attempt_at < now() - ${STALE_SENDING}::interval))
        RETURNING id, kind, source_id, feedback_id, user_id)
      SELECT c.id, c.kind, c.source_id, c.feedback_id, c.user_id, f.title, pr.email, s.language, s.unsubscribe_token,
             coalesce(fw.following, false) AS following,
             EXISTS (SELECT 1 FROM mail_optouts o WHERE o.user_id = c.user_id AND o.kind = 'portal') AS opted_out
      FROM claimed c
      JOIN feedback f ON f.id = c.feedback_id
      LEFT JOIN profiles pr ON pr.user_id = c.user_id
      LEFT JOIN mail_settings s ON s.user_id = c.user_id
      LEFT JOIN feedback_followers fw ON fw.feedback_id = c.feedback_id AND fw.user_id = c.user_id`.execute(db);
    return rows[0];
  };

  /**
   * The digest's comments that the reader did not write, oldest first; whether the team wrote each. A comment that
   * hides its author (an anonymous item's author's) is never the team's, as on the page: that would tell who it is.
   */
  const digestComments = async (digestId: string, readerId: string) => {
    const rows = await db
      .selectFrom('feedback_comments as c')
      .select((eb) => [
        'c.content',
        eb.and([eb('c.is_admin', '=', true), eb('c.hide_author', '=', false)]).as('by_team'),
      ])
      .where('c.digest_id', '=', digestId)
      .where('c.user_id', '<>', readerId)
      .orderBy('c.created_at')
      .execute();
    return rows.map((row) => ({ content: row.content, byTeam: row.by_team === true }));
  };

  return async function deliver(mailId: string): Promise<'sent' | 'skipped' | 'not-mine'> {
    const facts = await claim(mailId);
    if (!facts) {
      const row = await db.selectFrom('portal_mails').select('status').where('id', '=', mailId).executeTakeFirst();
      if (row?.status === 'sending') throw new SendingElsewhere(mailId);
      return 'not-mine';
    }
    const skip = async () => {
      await setStatus(facts.id, 'skipped');
      return 'skipped' as const;
    };
    if (facts.opted_out || !facts.following || !facts.email) return skip();
    // A reader without mail settings yet (a follower from before them) gets them now, with their default language.
    const stored = facts.unsubscribe_token
      ? { unsubscribe_token: facts.unsubscribe_token, language: facts.language }
      : await settings.ensure(facts.user_id);
    const token = stored.unsubscribe_token;
    const language = toLanguage(stored.language);
    const common = {
      to: facts.email,
      language,
      title: facts.title,
      itemUrl: links.feedbackItem(facts.feedback_id, language),
      stopItemUrl: links.unsubscribePage(token, 'portal', facts.feedback_id, language),
      stopAllUrl: links.unsubscribePage(token, 'portal', undefined, language),
      oneClickUrl: links.oneClickUnsubscribe(token, 'portal', undefined, language),
    };
    if (facts.kind === 'status') {
      const change = await db
        .selectFrom('feedback_status_changes')
        .select(['old_status', 'new_status', 'note'])
        .where('id', '=', facts.source_id)
        .executeTakeFirst();
      if (!change) return skip();
      const mail = statusMail({
        ...common,
        from: change.old_status as FeedbackStatus,
        status: change.new_status as FeedbackStatus,
        note: change.note,
      });
      return sendClaimed(mailer, mail, (status) => setStatus(facts.id, status));
    }
    const comments = await digestComments(facts.source_id, facts.user_id);
    if (comments.length === 0) return skip();
    return sendClaimed(mailer, digestMail({ ...common, comments }), (status) => setStatus(facts.id, status));
  };
}
