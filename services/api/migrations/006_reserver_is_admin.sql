-- A reservation made by a member of the Koester team (an admin, as the token said when they reserved): only then may
-- the reserver's name be the team's, which the name rule reserves (docs/decisions.md). Names are checked again when
-- shown, so a row from before the rule, false here, never shows the team's name.
ALTER TABLE wishlist_claims ADD COLUMN user_is_admin boolean NOT NULL DEFAULT false;
