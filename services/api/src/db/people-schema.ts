import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, never, never>;

/** The tables of relationships, reminders and calendar feeds (migration 009). */
export interface PersonTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  email: string | null;
  interests: Generated<string[]>;
  likes: Generated<string[]>;
  dislikes: Generated<string[]>;
  address: string | null;
  notes: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export type DateKind = 'birthday' | 'anniversary' | 'name_day' | 'custom';
export type Recurrence = 'yearly' | 'once';

export interface ImportantDateTable {
  id: Generated<string>;
  person_id: string;
  kind: DateKind;
  label: string | null;
  day: number;
  month: number;
  year: number | null;
  recurrence: Recurrence;
  created_at: CreatedAt;
}

/** A lead time of a date and when its next mail is due (migration 009). */
export interface DateReminderTable {
  date_id: string;
  lead_days: number;
  user_id: string;
  /** 'YYYY-MM-DD' (date columns are read as text). */
  next_occurrence: ColumnType<string | null, string | null, string | null>;
  next_send_at: Date | null;
}

export interface ReminderDeliveryTable {
  id: Generated<string>;
  date_id: string;
  lead_days: number;
  occurrence: string;
  user_id: string;
  status: Generated<'queued' | 'sending' | 'sent' | 'skipped'>;
  attempt_at: Date | null;
  sent_at: Date | null;
  created_at: CreatedAt;
}

export interface GiftIdeaTable {
  id: Generated<string>;
  person_id: string;
  title: string;
  url: string | null;
  price: ColumnType<number | null, string | null | undefined, string | null>;
  notes: string | null;
  created_at: CreatedAt;
}

export interface MailSettingsTable {
  user_id: string;
  time_zone: Generated<string>;
  language: Generated<'nl' | 'en' | 'fr'>;
  default_lead_days: Generated<number[]>;
  unsubscribe_token: string;
  updated_at: Generated<Date>;
}

export interface MailOptoutTable {
  user_id: string;
  kind: string;
  created_at: CreatedAt;
}

export interface CalendarFeedTable {
  token: string;
  user_id: string;
  created_at: ColumnType<Date, never, Date>;
}
