-- GET /feedback/similar asks on every few keystrokes while a title is typed. Its full-text match uses
-- exactly this expression (feedback-repository.ts, searchVector), so the index answers it instead of
-- building a text vector for every item on every request. Core GIN over the 'simple' configuration:
-- no extension, the same on PGlite and PostgreSQL. Votes do not touch title or description, so their
-- counter updates leave this index alone.
CREATE INDEX feedback_search_idx ON feedback USING gin (
  (setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', description), 'B'))
);
