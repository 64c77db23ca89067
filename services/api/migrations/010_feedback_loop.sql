-- Closing the loop on feedback: who follows an item, what changed and when, merged duplicates, the mails that
-- tell followers, and search that ignores hyphens and accents.

-- Who hears about an item. The author, everyone who votes up and everyone who comments follow it automatically
-- (the triggers below, in the transaction of the vote or comment); anyone signed in may follow or unfollow it. An
-- unfollow sticks: a later vote or comment by the same person does not follow again (ON CONFLICT DO NOTHING).
CREATE TABLE feedback_followers (
  feedback_id  uuid NOT NULL REFERENCES feedback (id) ON DELETE CASCADE,
  user_id      text NOT NULL,
  following    boolean NOT NULL DEFAULT true,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (feedback_id, user_id)
);
CREATE INDEX feedback_followers_user_idx ON feedback_followers (user_id, created_at DESC) WHERE following;

CREATE FUNCTION feedback_follow_automatically() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'feedback' THEN
    INSERT INTO feedback_followers (feedback_id, user_id) VALUES (NEW.id, NEW.user_id) ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'feedback_votes' THEN
    IF NEW.upvote THEN
      INSERT INTO feedback_followers (feedback_id, user_id) VALUES (NEW.feedback_id, NEW.user_id)
      ON CONFLICT DO NOTHING;
    END IF;
  ELSE
    INSERT INTO feedback_followers (feedback_id, user_id) VALUES (NEW.feedback_id, NEW.user_id)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER feedback_author_follows AFTER INSERT ON feedback
FOR EACH ROW EXECUTE FUNCTION feedback_follow_automatically();
CREATE TRIGGER feedback_voter_follows AFTER INSERT OR UPDATE OF upvote ON feedback_votes
FOR EACH ROW EXECUTE FUNCTION feedback_follow_automatically();
CREATE TRIGGER feedback_commenter_follows AFTER INSERT ON feedback_comments
FOR EACH ROW EXECUTE FUNCTION feedback_follow_automatically();

INSERT INTO feedback_followers (feedback_id, user_id)
  SELECT id, user_id FROM feedback
  UNION SELECT feedback_id, user_id FROM feedback_votes WHERE upvote
  UNION SELECT feedback_id, user_id FROM feedback_comments
ON CONFLICT DO NOTHING;

-- Every status change, with the admin's note to followers: the followers' mails, the Atom feed of the roadmap, and
-- the audit of who changed what.
CREATE TABLE feedback_status_changes (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  feedback_id  uuid NOT NULL REFERENCES feedback (id) ON DELETE CASCADE,
  old_status   text NOT NULL,
  new_status   text NOT NULL,
  note         text,
  changed_by   text NOT NULL,
  changed_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_status_changes_at_idx ON feedback_status_changes (changed_at DESC);
CREATE INDEX feedback_status_changes_item_idx ON feedback_status_changes (feedback_id, changed_at DESC);

-- When the item reached its status (the roadmap's "completed in the last 90 days"); items from before this migration
-- count from their creation.
ALTER TABLE feedback ADD COLUMN status_changed_at timestamptz;
UPDATE feedback SET status_changed_at = created_at;
ALTER TABLE feedback ALTER COLUMN status_changed_at SET DEFAULT now();
ALTER TABLE feedback ALTER COLUMN status_changed_at SET NOT NULL;

-- A duplicate merged into another item: it leaves the lists and its page leads to the other one. Its comments move
-- there, marked with where they came from. Deleting the item deletes its duplicates too: they are only its other
-- addresses now (their votes and comments moved), and must not come back to the lists.
ALTER TABLE feedback ADD COLUMN merged_into uuid REFERENCES feedback (id) ON DELETE CASCADE;
ALTER TABLE feedback_comments ADD COLUMN merged_from uuid REFERENCES feedback (id) ON DELETE SET NULL;
-- Set on the comments of an anonymous duplicate's author as they move: the author stays anonymous on the new item.
ALTER TABLE feedback_comments ADD COLUMN hide_author boolean NOT NULL DEFAULT false;

-- What admins did beyond a status change (a merge): who, what, when. No foreign keys: the record outlives the items.
CREATE TABLE feedback_audit (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  action      text NOT NULL CHECK (action IN ('merge')),
  actor_id    text NOT NULL,
  feedback_id uuid NOT NULL,
  target_id   uuid,
  details     jsonb NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_audit_item_idx ON feedback_audit (feedback_id, created_at);

-- One row per mail to a follower. The unique key (what the mail is about, to whom) makes each go out once whatever
-- the number of instances; a mail job claims its row ('queued' → 'sending') before sending, as reminders do.
CREATE TABLE portal_mails (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind         text NOT NULL CHECK (kind IN ('status', 'digest')),
  -- The status change, or the digest.
  source_id    uuid NOT NULL,
  feedback_id  uuid NOT NULL REFERENCES feedback (id) ON DELETE CASCADE,
  user_id      text NOT NULL,
  status       text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'skipped')),
  -- When its job comes due (many followers are spread over time to keep the sending rate); a mail still unsent 15
  -- minutes after this, or after its last attempt, is queued again (its job's retries ran out).
  due_at       timestamptz NOT NULL DEFAULT now(),
  attempt_at   timestamptz,
  sent_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source_id, user_id)
);
CREATE INDEX portal_mails_user_idx ON portal_mails (user_id);
CREATE INDEX portal_mails_open_idx ON portal_mails (due_at) WHERE status IN ('queued', 'sending');

-- The comment digests of an item: at most one an hour. A digest covers the comments made after the previous one's
-- end, up to its own.
CREATE TABLE feedback_digests (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  feedback_id  uuid NOT NULL REFERENCES feedback (id) ON DELETE CASCADE,
  covers_from  timestamptz NOT NULL,
  covers_to    timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_digests_item_idx ON feedback_digests (feedback_id, covers_to DESC);

-- Search that treats "e-mail" as "email" and "creme" as "crème": both the stored text and the searched words are
-- folded by this function (lower case, no accents, no hyphens). lower() alone leaves accented capitals in the C
-- locale, so they are mapped here too.
CREATE FUNCTION koester_fold(value text) RETURNS text AS $$
  SELECT translate(
    replace(replace(replace(replace(lower(value), 'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'ß', 'ss'),
    'àáâãäåçèéêëìíîïñòóôõöøùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝ-‐‑­',
    'aaaaaaceeeeiiiinoooooouuuuyyaaaaaaceeeeiiiinoooooouuuuy'
  )
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE;

ALTER TABLE feedback ADD COLUMN search_text text GENERATED ALWAYS AS (koester_fold(title || ' ' || description)) STORED;

-- A vote on a merged duplicate is refused (no row, as for an unknown item; the API says where it went). The merge
-- locks the duplicate's row as this does, so a vote lands either before the merge (and moves with it) or after (and
-- is refused): none is lost or counted twice.
CREATE OR REPLACE FUNCTION feedback_cast_vote(target uuid, voter text, up boolean)
RETURNS TABLE (user_vote text, upvotes integer, downvotes integer) AS $$
DECLARE
  previous boolean;
BEGIN
  PERFORM 1 FROM feedback WHERE id = target AND merged_into IS NULL FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT v.upvote INTO previous FROM feedback_votes v WHERE v.feedback_id = target AND v.user_id = voter;
  IF NOT FOUND THEN
    INSERT INTO feedback_votes (feedback_id, user_id, upvote) VALUES (target, voter, up);
    user_vote := CASE WHEN up THEN 'upvote' ELSE 'downvote' END;
  ELSIF previous = up THEN
    DELETE FROM feedback_votes WHERE feedback_id = target AND user_id = voter;
    user_vote := NULL;
  ELSE
    UPDATE feedback_votes SET upvote = up WHERE feedback_id = target AND user_id = voter;
    user_vote := CASE WHEN up THEN 'upvote' ELSE 'downvote' END;
  END IF;
  SELECT f.upvotes, f.downvotes INTO upvotes, downvotes FROM feedback f WHERE f.id = target;
  RETURN NEXT;
END;
$$ LANGUAGE plpgsql;
