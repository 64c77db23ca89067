-- The secret the made-up accounts of names without an account are derived from (src/actions/decoy.ts): made at the
-- first start and kept, so that such a name's made-up id and salt stay the same across restarts and instances, as a
-- real account's do.
CREATE TABLE identity.decoy_secret (
  id          boolean PRIMARY KEY DEFAULT true CHECK (id),
  secret      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
