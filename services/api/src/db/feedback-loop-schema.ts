import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, never, never>;

/** The tables of following, status changes, merges and portal mail (migration 010). */
export interface FollowerTable {
  feedback_id: string;
  user_id: string;
  following: Generated<boolean>;
  created_at: CreatedAt;
}

export type FeedbackStatusValue = 'open' | 'in_progress' | 'completed' | 'declined';

export interface StatusChangeTable {
  id: Generated<string>;
  feedback_id: string;
  old_status: FeedbackStatusValue;
  new_status: FeedbackStatusValue;
  note: string | null;
  changed_by: string;
  changed_at: Generated<Date>;
}

export interface FeedbackAuditTable {
  id: Generated<string>;
  action: 'merge';
  actor_id: string;
  feedback_id: string;
  target_id: string | null;
  details: Generated<unknown>;
  created_at: CreatedAt;
}

export type PortalMailKind = 'status' | 'digest';

export interface PortalMailTable {
  id: Generated<string>;
  kind: PortalMailKind;
  source_id: string;
  feedback_id: string;
  user_id: string;
  status: Generated<'queued' | 'sending' | 'sent' | 'skipped'>;
  due_at: CreatedAt;
  attempt_at: Date | null;
  sent_at: Date | null;
  created_at: CreatedAt;
}

export interface DigestTable {
  id: Generated<string>;
  feedback_id: string;
  /** The times of the oldest and newest comments it took (the comments themselves carry its id). */
  covers_from: Date;
  covers_to: Date;
  created_at: CreatedAt;
}
