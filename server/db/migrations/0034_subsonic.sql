-- Players built on the Subsonic API (docs/product.md "Aplicaciones externas"): the app passwords a
-- person makes for them, the key those passwords are sealed with, each person's saved play queue
-- and what each person is playing now. Runs on PostgreSQL 15 and on PGlite. Never edit once landed.

-- The key app passwords are sealed with when SUBSONIC_SECRET is not set: made at the first start,
-- one row, so every process opens what another sealed.
CREATE TABLE subsonic_keys (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Token sign-in (md5 of the password and a salt) needs the password itself, so it is kept sealed
-- (AES-256-GCM), never in plain text; its SHA-256 finds the row an API key names.
CREATE TABLE app_passwords (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES credentials (id) ON DELETE CASCADE,
  name text NOT NULL,
  sealed text NOT NULL,
  digest text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  CONSTRAINT app_passwords_name_length CHECK (length(btrim(name)) BETWEEN 1 AND 60)
);
CREATE INDEX app_passwords_user_idx ON app_passwords (user_id, id);

-- getPlayQueue / savePlayQueue: one queue a person, taken up on another device.
CREATE TABLE play_queues (
  user_id integer PRIMARY KEY REFERENCES credentials (id) ON DELETE CASCADE,
  song_ids integer[] NOT NULL DEFAULT '{}',
  current_song_id integer,
  position_ms bigint NOT NULL DEFAULT 0,
  changed_at timestamptz NOT NULL DEFAULT now(),
  changed_by text NOT NULL DEFAULT '',
  CONSTRAINT play_queues_length CHECK (cardinality(song_ids) <= 1000),
  CONSTRAINT play_queues_position CHECK (position_ms >= 0)
);

-- getNowPlaying: a scrobble with submission=false says what a person's player has just started.
CREATE TABLE now_playing (
  user_id integer PRIMARY KEY REFERENCES credentials (id) ON DELETE CASCADE,
  song_id integer NOT NULL REFERENCES songs (id) ON DELETE CASCADE,
  player text NOT NULL DEFAULT '',
  started_at timestamptz NOT NULL DEFAULT now()
);

-- getAlbumList2 walks albums (public repertoire playlists) in the order asked, from an index.
CREATE INDEX playlists_album_published_idx
  ON playlists ((coalesce(published_at, created_at)) DESC, id DESC) WHERE is_from_repertoire AND public;
CREATE INDEX playlists_album_name_idx
  ON playlists (lower(name), id) WHERE is_from_repertoire AND public;

-- Creators found by a common term are among the first profiles in alphabetical order
-- (search/repository.ts creatorMatches), for the app's search and search3 alike.
CREATE INDEX profiles_sort_name_idx ON profiles (sort_name, user_id);
