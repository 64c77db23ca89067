-- The local Cognito-compatible user pool, in its own schema. Passwords are never stored: only the SRP salt and
-- verifier derived from them.
CREATE SCHEMA IF NOT EXISTS identity;

CREATE TABLE identity.users (
  sub            uuid PRIMARY KEY,
  username       text NOT NULL UNIQUE,
  email          text NOT NULL,
  name           text,
  email_verified boolean NOT NULL DEFAULT false,
  status         text NOT NULL CHECK (status IN ('UNCONFIRMED', 'CONFIRMED', 'FORCE_CHANGE_PASSWORD')),
  srp_salt       text NOT NULL,
  srp_verifier   text NOT NULL,
  groups         text[] NOT NULL DEFAULT '{}',
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);

-- Six-digit codes: sign-up confirmation (24 h) and password reset (1 h); a used code is refused.
CREATE TABLE identity.codes (
  sub         uuid NOT NULL REFERENCES identity.users (sub) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('signup', 'reset')),
  code        text NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (sub, purpose)
);

-- Challenges in progress (SRP, new password required), keyed by the opaque Session string.
CREATE TABLE identity.challenges (
  session     text PRIMARY KEY,
  sub         uuid NOT NULL REFERENCES identity.users (sub) ON DELETE CASCADE,
  name        text NOT NULL,
  data        jsonb NOT NULL,
  expires_at  timestamptz NOT NULL
);

-- One row per sign-in: its refresh token (hashed) and the origin_jti its tokens carry.
CREATE TABLE identity.sessions (
  origin_jti          uuid PRIMARY KEY,
  sub                 uuid NOT NULL REFERENCES identity.users (sub) ON DELETE CASCADE,
  refresh_token_hash  text NOT NULL UNIQUE,
  revoked_at          timestamptz,
  expires_at          timestamptz NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_sessions_sub_idx ON identity.sessions (sub);

-- The dev mailbox: every message the pool "sends".
CREATE TABLE identity.messages (
  id          bigserial PRIMARY KEY,
  email       text NOT NULL,
  subject     text NOT NULL,
  body        text NOT NULL,
  code        text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_messages_email_idx ON identity.messages (email, id DESC);

-- Throttling of wrong passwords and wrong codes.
CREATE TABLE identity.failures (
  key           text PRIMARY KEY,
  count         integer NOT NULL,
  window_start  timestamptz NOT NULL
);

CREATE TABLE identity.signing_keys (
  kid          text PRIMARY KEY,
  private_pem  text NOT NULL,
  public_jwk   jsonb NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
