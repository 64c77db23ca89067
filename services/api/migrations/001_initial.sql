-- Koester API schema, PostgreSQL dialect (PGlite and PostgreSQL servers alike).

CREATE TABLE profiles (
  user_id     text PRIMARY KEY,
  name        text NOT NULL,
  email       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE feedback (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title            text NOT NULL CHECK (char_length(title) BETWEEN 2 AND 1000),
  description      text NOT NULL,
  type             text NOT NULL CHECK (type IN ('bug', 'feature')),
  status           text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_progress', 'completed', 'declined')),
  user_id          text NOT NULL,
  author_is_admin  boolean NOT NULL DEFAULT false,
  is_anonymous     boolean NOT NULL DEFAULT false,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_status_type_idx ON feedback (status, type, created_at DESC);

CREATE TABLE feedback_votes (
  feedback_id  uuid NOT NULL REFERENCES feedback (id) ON DELETE CASCADE,
  user_id      text NOT NULL,
  upvote       boolean NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (feedback_id, user_id)
);

CREATE TABLE feedback_comments (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  feedback_id  uuid NOT NULL REFERENCES feedback (id) ON DELETE CASCADE,
  user_id      text NOT NULL,
  content      text NOT NULL,
  is_admin     boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_comments_feedback_idx ON feedback_comments (feedback_id, created_at);

CREATE TABLE wishlists (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  profile_id   text NOT NULL,
  name         text NOT NULL,
  description  text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wishlists_profile_idx ON wishlists (profile_id);

CREATE TABLE wishlist_items (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  wishlist_id  uuid NOT NULL REFERENCES wishlists (id) ON DELETE CASCADE,
  title        text NOT NULL,
  description  text,
  price        numeric(10, 2) CHECK (price >= 0),
  url          text,
  image_url    text,
  removed_at   timestamptz,
  received_at  timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wishlist_items_wishlist_idx ON wishlist_items (wishlist_id);

CREATE TABLE wishlist_claims (
  item_id     uuid PRIMARY KEY REFERENCES wishlist_items (id) ON DELETE CASCADE,
  user_id     text NOT NULL,
  user_name   text,
  user_email  text,
  purchased   boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE wishlist_share_links (
  token        text PRIMARY KEY,
  wishlist_id  uuid NOT NULL REFERENCES wishlists (id) ON DELETE CASCADE,
  expires_at   timestamptz,
  revoked_at   timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE checkout_sessions (
  id          text PRIMARY KEY,
  user_id     text NOT NULL,
  status      text NOT NULL CHECK (status IN ('open', 'paid', 'expired')),
  plan        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
