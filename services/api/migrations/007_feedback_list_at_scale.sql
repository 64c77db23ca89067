-- The portal's list, the busiest read, made cheap (GET /feedback):
-- 1. Comment counts kept on the item, like the vote counts (migration 002): the list reads a column instead of
--    counting each item's comments. A trigger keeps it equal to the stored comments, in the same transaction.
--    (No index for the list's orders: its total rides along as a window over every match, so it reads them all, and
--    an index on upvotes would cost every vote an index update.)
-- 2. Every committed change to what the list shows (items, votes, comments) is announced on the channel
--    feedback_changed, so each API instance drops its cached answers (feedback-list-cache.ts). NOTIFY is delivered
--    at commit, and identical payloads of one transaction go out once.

ALTER TABLE feedback ADD COLUMN comment_count integer NOT NULL DEFAULT 0;

CREATE FUNCTION feedback_recount_comments() RETURNS trigger AS $$
DECLARE
  target uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.feedback_id ELSE NEW.feedback_id END;
BEGIN
  UPDATE feedback f
     SET comment_count = (SELECT count(*) FROM feedback_comments c WHERE c.feedback_id = target)
   WHERE f.id = target;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER feedback_comments_recount
AFTER INSERT OR DELETE ON feedback_comments
FOR EACH ROW EXECUTE FUNCTION feedback_recount_comments();

UPDATE feedback f SET comment_count = (SELECT count(*) FROM feedback_comments c WHERE c.feedback_id = f.id);

CREATE FUNCTION feedback_announce_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('feedback_changed', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER feedback_changed AFTER INSERT OR UPDATE OR DELETE ON feedback
FOR EACH STATEMENT EXECUTE FUNCTION feedback_announce_change();
CREATE TRIGGER feedback_votes_changed AFTER INSERT OR UPDATE OR DELETE ON feedback_votes
FOR EACH STATEMENT EXECUTE FUNCTION feedback_announce_change();
CREATE TRIGGER feedback_comments_changed AFTER INSERT OR UPDATE OR DELETE ON feedback_comments
FOR EACH STATEMENT EXECUTE FUNCTION feedback_announce_change();
