import { sql, type Kysely } from 'kysely';
import type { FeedbackStatus, FeedbackType } from '@koester/contract/validation/feedback-rules';
import type { Database } from '../db/schema.ts';

/** An item as the roadmap shows it: enough for a card, nothing about who wrote it. */
interface RoadmapCard {
  id: string;
  title: string;
  type: FeedbackType;
  status: FeedbackStatus;
  upvotes: number;
  downvotes: number;
  comment_count: number;
  /** ISO 8601, UTC: when the item reached its status. */
  status_changed_at: string;
}

/** A status change as the roadmap's Atom feed lists it. */
interface StatusChangeEntry {
  id: string;
  feedback_id: string;
  title: string;
  old_status: FeedbackStatus;
  new_status: FeedbackStatus;
  note: string | null;
  changed_at: Date;
}

/** Completed items stay on the roadmap this long after their completion. */
export const COMPLETED_DAYS = 90;
/** Cards per column at most. */
const COLUMN_SIZE = 30;
/** Entries in the Atom feed. */
const FEED_SIZE = 50;

/** The public roadmap: what is being built, what was finished lately, and the most wanted open items. */
export function roadmapRepository(db: Kysely<Database>) {
  const cards = () =>
    db
      .selectFrom('feedback')
      .select([
        'id',
        'title',
        'type',
        'status',
        'upvotes',
        'downvotes',
        'comment_count',
        sql<string>`to_char(status_changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
          'status_changed_at',
        ),
      ])
      .where('merged_into', 'is', null);

  return {
    async columns(): Promise<Record<'in_progress' | 'completed' | 'most_wanted', RoadmapCard[]>> {
      const [inProgress, completed, mostWanted] = await Promise.all([
        cards()
          .where('status', '=', 'in_progress')
          .orderBy('upvotes', 'desc')
          .orderBy('status_changed_at', 'desc')
          .limit(COLUMN_SIZE)
          .execute(),
        cards()
          .where('status', '=', 'completed')
          .where('status_changed_at', '>', sql<Date>`now() - make_interval(days => ${COMPLETED_DAYS})`)
          .orderBy('status_changed_at', 'desc')
          .limit(COLUMN_SIZE)
          .execute(),
        cards()
          .where('status', '=', 'open')
          .orderBy('upvotes', 'desc')
          .orderBy('created_at', 'desc')
          .limit(COLUMN_SIZE)
          .execute(),
      ]);
      return { in_progress: inProgress, completed, most_wanted: mostWanted };
    },

    /** The latest status changes, newest first (the items merged away since included: their page leads on). */
    changes(): Promise<StatusChangeEntry[]> {
      return db
        .selectFrom('feedback_status_changes as c')
        .innerJoin('feedback as f', 'f.id', 'c.feedback_id')
        .select(['c.id', 'c.feedback_id', 'f.title', 'c.old_status', 'c.new_status', 'c.note', 'c.changed_at'])
        .orderBy('c.changed_at', 'desc')
        .orderBy('c.id')
        .limit(FEED_SIZE)
        .execute();
    },
  };
}

export type RoadmapRepository = ReturnType<typeof roadmapRepository>;
