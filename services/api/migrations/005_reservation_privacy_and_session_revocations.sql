-- The owner may hide reservations from visitors who are not signed in (docs/decisions.md). Off by default: a friend
-- without an account still sees what is taken, so nobody buys a gift twice.
ALTER TABLE wishlists ADD COLUMN hide_reservations_from_visitors boolean NOT NULL DEFAULT false;

-- Id tokens issued before revoked_before are void for this user: Cognito cannot take back an id token it issued,
-- so signing out everywhere or changing the password leaves this mark for the API to check. One row per user,
-- read by primary key on every signed-in request.
CREATE TABLE session_revocations (
  user_id         text PRIMARY KEY,
  revoked_before  timestamptz NOT NULL
);
