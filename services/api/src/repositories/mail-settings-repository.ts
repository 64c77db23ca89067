import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { languageOf, type Language } from '@koester/contract/i18n/languages';
import type { MailSettingsTable } from '../db/people-schema.ts';
import type { Database } from '../db/schema.ts';

type MailSettingsRow = Selectable<MailSettingsTable>;

/** The kinds of mail a user can stop on their own; each has its unsubscribe link. */
export const MAIL_KINDS = ['reminders', 'portal'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

interface MailSettingsChange {
  time_zone?: string;
  language?: Language;
  default_lead_days?: number[];
}

/** 256 random bits, URL-safe: the unsubscribe links' key. */
const newToken = () => randomBytes(32).toString('base64url');

/** How and in which language each user hears from Koester, and the kinds of mail they stopped. */
export function mailSettingsRepository(db: Kysely<Database>) {
  const find = (userId: string) =>
    db.selectFrom('mail_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();

  return {
    find,

    /** The user's settings, made with the defaults (and the language they are using) on first need. */
    async ensure(userId: string, initial: MailSettingsChange = {}): Promise<MailSettingsRow> {
      const existing = await find(userId);
      if (existing) return existing;
      await db
        .insertInto('mail_settings')
        .values({ user_id: userId, unsubscribe_token: newToken(), ...initial })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      return (await find(userId))!;
    },

    /**
     * The language of the page the user just changed something on (Accept-Language, which the site sends with every
     * change), kept for their mail: "the language they last used on the site". A header naming no language of ours
     * changes nothing.
     */
    async noteLanguage(userId: string, acceptLanguage: string | undefined): Promise<void> {
      const language = languageOf(acceptLanguage);
      if (!language) return;
      await db
        .insertInto('mail_settings')
        .values({ user_id: userId, unsubscribe_token: newToken(), language })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ language }).where('mail_settings.language', '<>', language),
        )
        .execute();
    },

    async update(userId: string, change: MailSettingsChange): Promise<MailSettingsRow> {
      await this.ensure(userId, change);
      return db
        .updateTable('mail_settings')
        .set({ ...change, updated_at: new Date() })
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Whose unsubscribe link this is; undefined for a token nobody has. */
    async userOfToken(token: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('mail_settings')
        .select('user_id')
        .where('unsubscribe_token', '=', token)
        .executeTakeFirst();
      return row?.user_id;
    },

    async optedOut(userId: string, kind: MailKind): Promise<boolean> {
      const row = await db
        .selectFrom('mail_optouts')
        .select('kind')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Stops (or, with false, resumes) a kind of mail; repeating either is harmless. */
    async setOptOut(userId: string, kind: MailKind, stopped: boolean): Promise<void> {
      if (stopped) {
        await db
          .insertInto('mail_optouts')
          .values({ user_id: userId, kind })
          .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
          .execute();
      } else {
        await db.deleteFrom('mail_optouts').where('user_id', '=', userId).where('kind', '=', kind).execute();
      }
    },
  };
}

export type MailSettingsRepository = ReturnType<typeof mailSettingsRepository>;
