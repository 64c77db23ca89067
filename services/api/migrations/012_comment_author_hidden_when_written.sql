-- Whether a comment hides its author is decided once, when it is written: a comment by the anonymous author of the
-- item it is written on hides who wrote it, and keeps that wherever a merge moves it. Deciding it by the item a
-- comment is on now would hide, after a merge into an anonymous item, the comments its author had written in the
-- open on the duplicate: the same comment ids, shown with the author's id before and without it after, would name
-- the anonymous item's author. (A merge also hides the comments of an anonymous duplicate's author: hide_author.)
CREATE FUNCTION feedback_comments_hide_anonymous_author() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM feedback f WHERE f.id = NEW.feedback_id AND f.is_anonymous AND f.user_id = NEW.user_id) THEN
    NEW.hide_author := true;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER feedback_comments_hide_author BEFORE INSERT ON feedback_comments
  FOR EACH ROW EXECUTE FUNCTION feedback_comments_hide_anonymous_author();

-- The comments stored so far keep how they are shown now: every comment of an anonymous item's author on that item
-- hides its author, those moved there by an earlier merge included (shown hidden until now, they must stay so).
UPDATE feedback_comments c
SET hide_author = true
FROM feedback f
WHERE f.id = c.feedback_id AND f.is_anonymous AND c.user_id = f.user_id AND NOT c.hide_author;
