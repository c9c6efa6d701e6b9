-- Admins moderate people: suspension, an audit log, and notices to creators.
-- A suspended account cannot sign in; its public songs are made private meanwhile and marked, so
-- reactivation makes exactly those public again (every list already hides private songs).
-- The log keeps the names as they were: an entry outlives the accounts it speaks of.
-- Runs on PostgreSQL 15 and on PGlite. Never edit once landed.
ALTER TABLE credentials ADD COLUMN suspended_at timestamptz;
ALTER TABLE songs ADD COLUMN hidden_by_suspension boolean NOT NULL DEFAULT false;

CREATE TABLE moderation_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id integer REFERENCES credentials (id) ON DELETE SET NULL,
  actor_name text NOT NULL,
  action text NOT NULL CHECK (action IN (
    'role_changed', 'suspended', 'reactivated', 'song_hidden', 'song_deleted', 'account_deleted'
  )),
  target_user_id integer REFERENCES credentials (id) ON DELETE SET NULL,
  target_name text NOT NULL,
  detail text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- What an admin did to a creator's song, for that creator's devices to fetch (newest after a cursor).
CREATE TABLE moderation_notices (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES credentials (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('song_hidden', 'song_deleted')),
  song_title text NOT NULL,
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX moderation_notices_user_idx ON moderation_notices (user_id, id);
