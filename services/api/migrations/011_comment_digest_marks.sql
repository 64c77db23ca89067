-- A comment carries the digest that told its item's followers of it. A digest takes every comment of its item that
-- no digest has taken yet, whatever its time: a comment stamped before a digest was made but committed after it (its
-- transaction began first), or stamped by a clock that differs from the API's, goes out in the next digest rather
-- than in none.
ALTER TABLE feedback_comments ADD COLUMN digest_id uuid REFERENCES feedback_digests (id) ON DELETE SET NULL;

-- The comments that earlier digests covered by time are theirs.
UPDATE feedback_comments c
SET digest_id = d.id
FROM feedback_digests d
WHERE d.feedback_id = c.feedback_id AND c.created_at > d.covers_from AND c.created_at <= d.covers_to;

CREATE INDEX feedback_comments_undigested_idx ON feedback_comments (feedback_id) WHERE digest_id IS NULL;
CREATE INDEX feedback_comments_digest_idx ON feedback_comments (digest_id) WHERE digest_id IS NOT NULL;

