import { sql, type Kysely, type Transaction } from 'kysely';
import type { DateKind, Recurrence } from '../db/people-schema.ts';
import type { Database } from '../db/schema.ts';

interface DateValues {
  kind: DateKind;
  label: string | null;
  day: number;
  month: number;
  year: number | null;
  recurrence: Recurrence;
}

/** One lead time of a date and when its next mail is due (reminder-schedule.ts works it out). */
export interface ReminderPlan {
  lead_days: number;
  next_occurrence: string | null;
  next_send_at: Date | null;
}

export interface DateRow extends DateValues {
  id: string;
  person_id: string;
  created_at: Date;
  /** The lead times chosen, smallest first. */
  lead_days: number[];
}

/** The answer of a create or replace: the date, the person has a birthday already, or the date is gone. */
export type DateWriteResult = { date: DateRow } | { birthdayExists: true } | { missing: true };

const UNIQUE_VIOLATION = '23505';

const DATE_COLUMNS = [
  'd.id',
  'd.person_id',
  'd.kind',
  'd.label',
  'd.day',
  'd.month',
  'd.year',
  'd.recurrence',
  'd.created_at',
] as const;

/** The important dates of people, with the reminders chosen for each. */
export function importantDateRepository(db: Kysely<Database>) {
  const withLeadDays = (executor: Kysely<Database> | Transaction<Database>) =>
    executor.selectFrom('important_dates as d').select([
      ...DATE_COLUMNS,
      sql<number[]>`coalesce((SELECT array_agg(r.lead_days ORDER BY r.lead_days) FROM date_reminders r
          WHERE r.date_id = d.id), '{}')`.as('lead_days'),
    ]);

  const writeReminders = async (trx: Transaction<Database>, dateId: string, userId: string, plans: ReminderPlan[]) => {
    await trx.deleteFrom('date_reminders').where('date_id', '=', dateId).execute();
    if (plans.length === 0) return;
    await trx
      .insertInto('date_reminders')
      .values(plans.map((plan) => ({ date_id: dateId, user_id: userId, ...plan })))
      .execute();
  };

  /** Runs a write; a second birthday for one person is answered, not thrown. */
  const write = async (run: () => Promise<DateRow | null>): Promise<DateWriteResult> => {
    try {
      const date = await run();
      return date ? { date } : { missing: true };
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return { birthdayExists: true };
      throw error;
    }
  };

  return {
    /**
     * Every date of the user's people (the list page, the calendar feed and the export). The lead times come in a
     * second query by user, joined here: a subquery per date costs more than both queries on the embedded database.
     */
    async listOfUser(userId: string): Promise<DateRow[]> {
      const [rows, reminders] = await Promise.all([
        db
          .selectFrom('important_dates as d')
          .innerJoin('people as p', 'p.id', 'd.person_id')
          .select(DATE_COLUMNS)
          .where('p.user_id', '=', userId)
          .orderBy('d.created_at')
          .execute(),
        db
          .selectFrom('date_reminders')
          .select(['date_id', 'lead_days'])
          .where('user_id', '=', userId)
          .orderBy('lead_days')
          .execute(),
      ]);
      const leadDays = new Map<string, number[]>();
      for (const { date_id, lead_days } of reminders) {
        const list = leadDays.get(date_id);
        if (list) list.push(lead_days);
        else leadDays.set(date_id, [lead_days]);
      }
      return rows.map((row) => ({ ...row, lead_days: leadDays.get(row.id) ?? [] }));
    },

    listOfPerson(personId: string) {
      return withLeadDays(db).where('d.person_id', '=', personId).orderBy('d.created_at').execute() as Promise<
        DateRow[]
      >;
    },

    /** The date if it belongs to that person; undefined otherwise. */
    findOfPerson(id: string, personId: string) {
      return withLeadDays(db).where('d.id', '=', id).where('d.person_id', '=', personId).executeTakeFirst() as Promise<
        DateRow | undefined
      >;
    },

    create(personId: string, userId: string, values: DateValues, plans: ReminderPlan[]) {
      return write(() =>
        db.transaction().execute(async (trx) => {
          const { id } = await trx
            .insertInto('important_dates')
            .values({ person_id: personId, ...values })
            .returning('id')
            .executeTakeFirstOrThrow();
          await writeReminders(trx, id, userId, plans);
          return (await withLeadDays(trx).where('d.id', '=', id).executeTakeFirstOrThrow()) as DateRow;
        }),
      );
    },

    /** Replaces a date's fields and its reminders (their schedule starts afresh). */
    replace(id: string, userId: string, values: DateValues, plans: ReminderPlan[]) {
      return write(() =>
        db.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable('important_dates')
            .set(values)
            .where('id', '=', id)
            .returning('id')
            .executeTakeFirst();
          // Removed a moment ago by another request.
          if (!updated) return null;
          await writeReminders(trx, id, userId, plans);
          return (await withLeadDays(trx).where('d.id', '=', id).executeTakeFirstOrThrow()) as DateRow;
        }),
      );
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('important_dates').where('id', '=', id).execute();
    },

    /** Works out every reminder of the user's again (their time zone changed, so every 08:00 moved). */
    async rescheduleUser(userId: string, plan: (date: DateValues, leadDays: number) => ReminderPlan): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('date_reminders as r')
          .innerJoin('important_dates as d', 'd.id', 'r.date_id')
          .select(['r.date_id', 'r.lead_days', 'd.kind', 'd.label', 'd.day', 'd.month', 'd.year', 'd.recurrence'])
          .where('r.user_id', '=', userId)
          .forUpdate()
          .execute();
        for (const row of rows) {
          const { next_occurrence, next_send_at } = plan(row, row.lead_days);
          await trx
            .updateTable('date_reminders')
            .set({ next_occurrence, next_send_at })
            .where('date_id', '=', row.date_id)
            .where('lead_days', '=', row.lead_days)
            .execute();
        }
      });
    },
  };
}

export type ImportantDateRepository = ReturnType<typeof importantDateRepository>;
