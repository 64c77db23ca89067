-- Relationships, their important dates and gift ideas; reminder mail, its settings and its deliveries; calendar feeds.
-- Everything here belongs to one user (user_id) and is never shown to anyone else.

CREATE TABLE people (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     text NOT NULL,
  name        text NOT NULL,
  email       text,
  interests   text[] NOT NULL DEFAULT '{}',
  likes       text[] NOT NULL DEFAULT '{}',
  dislikes    text[] NOT NULL DEFAULT '{}',
  address     text,
  notes       text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX people_user_idx ON people (user_id, created_at);

-- A yearly date recurs on its day and month (29 February on 28 February in other years); a 'once' date has a year.
CREATE TABLE important_dates (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  person_id   uuid NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('birthday', 'anniversary', 'name_day', 'custom')),
  label       text,
  day         smallint NOT NULL CHECK (day BETWEEN 1 AND 31),
  month       smallint NOT NULL CHECK (month BETWEEN 1 AND 12),
  year        smallint,
  recurrence  text NOT NULL CHECK (recurrence IN ('yearly', 'once')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (recurrence = 'yearly' OR year IS NOT NULL)
);
CREATE INDEX important_dates_person_idx ON important_dates (person_id);
-- One birthday per person.
CREATE UNIQUE INDEX important_dates_one_birthday ON important_dates (person_id) WHERE kind = 'birthday';

-- Each lead time chosen for a date, with the moment its next mail is due (08:00 in the user's time zone on the
-- occurrence minus the lead days). NULL when there is none to come (a 'once' date that has passed).
CREATE TABLE date_reminders (
  date_id          uuid NOT NULL REFERENCES important_dates (id) ON DELETE CASCADE,
  lead_days        smallint NOT NULL CHECK (lead_days IN (0, 1, 3, 7, 14, 21)),
  user_id          text NOT NULL,
  next_occurrence  date,
  next_send_at     timestamptz,
  PRIMARY KEY (date_id, lead_days)
);
CREATE INDEX date_reminders_due_idx ON date_reminders (next_send_at) WHERE next_send_at IS NOT NULL;
CREATE INDEX date_reminders_user_idx ON date_reminders (user_id);

-- One row per reminder mail: the unique key is what makes a mail go out once, whatever the number of instances.
CREATE TABLE reminder_deliveries (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  date_id     uuid NOT NULL REFERENCES important_dates (id) ON DELETE CASCADE,
  lead_days   smallint NOT NULL,
  occurrence  date NOT NULL,
  user_id     text NOT NULL,
  status      text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'skipped')),
  attempt_at  timestamptz,
  sent_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (date_id, lead_days, occurrence)
);
CREATE INDEX reminder_deliveries_user_idx ON reminder_deliveries (user_id);

CREATE TABLE gift_ideas (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  person_id   uuid NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  title       text NOT NULL,
  url         text,
  price       numeric(10, 2),
  notes       text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gift_ideas_person_idx ON gift_ideas (person_id, created_at);

-- How and in which language a user hears from Koester; made on first need with the defaults.
CREATE TABLE mail_settings (
  user_id            text PRIMARY KEY,
  time_zone          text NOT NULL DEFAULT 'Europe/Amsterdam',
  language           text NOT NULL DEFAULT 'nl' CHECK (language IN ('nl', 'en', 'fr')),
  default_lead_days  smallint[] NOT NULL DEFAULT '{1}',
  -- The one-click unsubscribe links carry it: random, 256 bits, naming no one.
  unsubscribe_token  text NOT NULL UNIQUE,
  updated_at         timestamptz NOT NULL DEFAULT now()
);

-- The kinds of mail a user stopped (one click in a mail, or the settings).
CREATE TABLE mail_optouts (
  user_id     text NOT NULL,
  kind        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind)
);

-- A private calendar address per user: the token is the secret (256 bits); revoking deletes the row.
CREATE TABLE calendar_feeds (
  token       text PRIMARY KEY,
  user_id     text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now()
);
