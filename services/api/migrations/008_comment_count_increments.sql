-- Comment counts kept exactly under concurrent comments (migration 007 recounted with a subquery, which under READ
-- COMMITTED reads its statement's snapshot: two comments written at once on one item could leave the count one
-- short). Each comment now adds or takes one; the UPDATE re-reads the locked row, so concurrent changes add up.

CREATE OR REPLACE FUNCTION feedback_recount_comments() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE feedback SET comment_count = comment_count + 1 WHERE id = NEW.feedback_id;
  ELSE
    UPDATE feedback SET comment_count = comment_count - 1 WHERE id = OLD.feedback_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

UPDATE feedback f SET comment_count = (SELECT count(*) FROM feedback_comments c WHERE c.feedback_id = f.id);
