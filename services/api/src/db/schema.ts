import type { ColumnType, Generated } from 'kysely';
import type {
  CalendarFeedTable,
  DateReminderTable,
  GiftIdeaTable,
  ImportantDateTable,
  MailOptoutTable,
  MailSettingsTable,
  PersonTable,
  ReminderDeliveryTable,
} from './people-schema.ts';
import type {
  DigestTable,
  FeedbackAuditTable,
  FollowerTable,
  PortalMailTable,
  StatusChangeTable,
} from './feedback-loop-schema.ts';

type CreatedAt = ColumnType<Date, never, never>;

export interface ProfileTable {
  user_id: string;
  name: string;
  email: string;
  created_at: CreatedAt;
}

export interface FeedbackTable {
  id: Generated<string>;
  title: string;
  description: string;
  type: 'bug' | 'feature';
  status: Generated<'open' | 'in_progress' | 'completed' | 'declined'>;
  user_id: string;
  /** Kept for moderation; never returned publicly when is_anonymous. */
  author_is_admin: boolean;
  is_anonymous: boolean;
  /** Kept equal to the stored votes by a trigger (migration 002). */
  upvotes: ColumnType<number, never, never>;
  downvotes: ColumnType<number, never, never>;
  /** Kept equal to the stored comments by a trigger (migration 007). */
  comment_count: ColumnType<number, never, never>;
  created_at: CreatedAt;
  /** When the item reached its status (migration 010). */
  status_changed_at: Generated<Date>;
  /** The item this duplicate was merged into (migration 010). */
  merged_into: Generated<string | null>;
  /** Title and description folded for search (koester_fold, migration 010). */
  search_text: ColumnType<string, never, never>;
}

export interface FeedbackVoteTable {
  feedback_id: string;
  user_id: string;
  upvote: boolean;
  created_at: CreatedAt;
}

export interface CommentTable {
  id: Generated<string>;
  feedback_id: string;
  user_id: string;
  content: string;
  is_admin: boolean;
  created_at: CreatedAt;
  /** The merged duplicate this comment came from (migration 010). */
  merged_from: Generated<string | null>;
  /** The comment's author wrote the merged duplicate anonymously: never shown (migration 010). */
  hide_author: Generated<boolean>;
  /** The digest that told the item's followers of this comment; null until one has (migration 011). */
  digest_id: Generated<string | null>;
}

export interface WishlistTable {
  id: Generated<string>;
  profile_id: string;
  name: string;
  description: string | null;
  /** Signed-out visitors see no reservations and hear no reservation events (migration 005). */
  hide_reservations_from_visitors: Generated<boolean>;
  created_at: CreatedAt;
}

export interface WishlistItemTable {
  id: Generated<string>;
  wishlist_id: string;
  title: string;
  description: string | null;
  /** numeric(10,2): read as a number, written as a decimal string. */
  price: ColumnType<number | null, string | null | undefined, string | null>;
  url: string | null;
  image_url: string | null;
  /** The owner removed it or marked it received: it vanishes from shared views (spec §4). */
  removed_at: Date | null;
  received_at: Date | null;
  created_at: CreatedAt;
}

export interface WishlistClaimTable {
  item_id: string;
  user_id: string;
  user_name: string | null;
  user_email: string | null;
  /** The reserver was a member of the team (an admin) when they reserved: the team's name is theirs to show. */
  user_is_admin: Generated<boolean>;
  purchased: Generated<boolean>;
  created_at: CreatedAt;
}

export interface ShareLinkTable {
  token: string;
  wishlist_id: string;
  expires_at: Date | null;
  revoked_at: Date | null;
  created_at: CreatedAt;
}

export interface CheckoutSessionTable {
  id: string;
  user_id: string;
  status: 'open' | 'paid' | 'expired';
  plan: string;
  created_at: CreatedAt;
}

/** Id tokens of this user issued before `revoked_before` are refused (migration 005). */
export interface SessionRevocationTable {
  user_id: string;
  revoked_before: Date;
}

export interface Database {
  profiles: ProfileTable;
  feedback: FeedbackTable;
  feedback_votes: FeedbackVoteTable;
  feedback_comments: CommentTable;
  wishlists: WishlistTable;
  wishlist_items: WishlistItemTable;
  wishlist_claims: WishlistClaimTable;
  wishlist_share_links: ShareLinkTable;
  checkout_sessions: CheckoutSessionTable;
  session_revocations: SessionRevocationTable;
  people: PersonTable;
  important_dates: ImportantDateTable;
  date_reminders: DateReminderTable;
  reminder_deliveries: ReminderDeliveryTable;
  gift_ideas: GiftIdeaTable;
  mail_settings: MailSettingsTable;
  mail_optouts: MailOptoutTable;
  calendar_feeds: CalendarFeedTable;
  feedback_followers: FollowerTable;
  feedback_status_changes: StatusChangeTable;
  feedback_audit: FeedbackAuditTable;
  portal_mails: PortalMailTable;
  feedback_digests: DigestTable;
}
