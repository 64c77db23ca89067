-- Vote counts kept on the feedback row, so listing needs no aggregation. A trigger recounts them from
-- the stored votes inside the transaction that changes a vote: they always equal the votes, and the
-- API's vote path locks the feedback row first, so concurrent votes on one item apply one by one.

ALTER TABLE feedback ADD COLUMN upvotes integer NOT NULL DEFAULT 0;
ALTER TABLE feedback ADD COLUMN downvotes integer NOT NULL DEFAULT 0;

CREATE FUNCTION feedback_recount_votes() RETURNS trigger AS $$
DECLARE
  target uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.feedback_id ELSE NEW.feedback_id END;
BEGIN
  UPDATE feedback f
     SET upvotes = c.up, downvotes = c.down
    FROM (SELECT count(*) FILTER (WHERE upvote) AS up, count(*) FILTER (WHERE NOT upvote) AS down
            FROM feedback_votes WHERE feedback_id = target) c
   WHERE f.id = target;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER feedback_votes_recount
AFTER INSERT OR UPDATE OR DELETE ON feedback_votes
FOR EACH ROW EXECUTE FUNCTION feedback_recount_votes();

UPDATE feedback f
   SET upvotes = (SELECT count(*) FROM feedback_votes v WHERE v.feedback_id = f.id AND v.upvote),
       downvotes = (SELECT count(*) FROM feedback_votes v WHERE v.feedback_id = f.id AND NOT v.upvote);
