-- One round trip per vote: lock the item, apply spec §4's rule (add, change, or remove when the same
-- vote is cast again), and return the new counts. Holding the row lock for one statement instead of
-- several keeps votes on a busy item quick. Returns no row when the item does not exist.
CREATE FUNCTION feedback_cast_vote(target uuid, voter text, up boolean)
RETURNS TABLE (user_vote text, upvotes integer, downvotes integer) AS $$
DECLARE
  previous boolean;
BEGIN
  PERFORM 1 FROM feedback WHERE id = target FOR UPDATE;
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
