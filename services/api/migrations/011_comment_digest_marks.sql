-- A comment carries the digest that told its item's followers of it. A digest takes every comment of its item that
-- no digest has taken yet, whatever its time: a comment stamped before a digest was made but committed after it (its
-- transaction began first), or stamped by a clock that differs from the API's, goes out in the next digest rather
-- than in none. A mark, not a reference: when a digest goes (its item deleted, say, after a merge moved its
-- comments elsewhere), its comments stay told and are not sent again.
ALTER TABLE feedback_comments ADD COLUMN digest_id uuid;

-- The comments that earlier digests covered by time are theirs (a mail of theirs still waiting lists them) ...
UPDATE feedback_comments c
SET digest_id = d.id
FROM feedback_digests d
WHERE d.feedback_id = c.feedback_id AND c.created_at > d.covers_from AND c.created_at <= d.covers_to;

-- ... and so is what came before an item's latest digest without being in one of its spans (comments merged in from
-- a duplicate, whose followers had their own digests): taken by the latest.
UPDATE feedback_comments c
SET digest_id = latest.id
FROM (
  SELECT DISTINCT ON (feedback_id) id, feedback_id, covers_to
  FROM feedback_digests
  ORDER BY feedback_id, covers_to DESC
) latest
WHERE c.digest_id IS NULL AND latest.feedback_id = c.feedback_id AND c.created_at <= latest.covers_to;

CREATE INDEX feedback_comments_undigested_idx ON feedback_comments (feedback_id) WHERE digest_id IS NULL;
CREATE INDEX feedback_comments_digest_idx ON feedback_comments (digest_id) WHERE digest_id IS NOT NULL;
