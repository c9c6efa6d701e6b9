-- Tambora data model (spec section 3 with DECISIONS applied).
-- Runs on PostgreSQL 15 and on PGlite (PostgreSQL 18): no syntax newer than 15.
-- Never edit this file once it has landed: add 0002_*.sql instead.

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS citext;

-- unaccent() is only STABLE (it reads a dictionary chosen at call time), so it cannot sit in an
-- index expression. Naming the dictionary makes the result fixed, which is what IMMUTABLE promises.
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

-- Accounts: one identifier per person; profiles.user_id = credentials.id (DECISIONS "Identity").
CREATE TABLE credentials (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email citext NOT NULL UNIQUE,
  -- Null until the person sets a password (registration validates the email first).
  password_hash text,
  roles text[] NOT NULL DEFAULT ARRAY['user']::text[],
  has_uploaded_song boolean NOT NULL DEFAULT false,
  email_verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT credentials_email_length CHECK (length(email) BETWEEN 3 AND 254),
  CONSTRAINT credentials_roles_valid CHECK (
    cardinality(roles) >= 1 AND roles <@ ARRAY['user', 'composer', 'admin']::text[]
  )
);

CREATE TABLE profiles (
  user_id integer PRIMARY KEY REFERENCES credentials (id) ON DELETE CASCADE,
  name text,
  last_name text,
  nickname text,
  phone text,
  instruments text[] NOT NULL DEFAULT '{}',
  nationality text,
  dni text,
  biografia text,
  banner_image text,
  user_image_url text,
  social_network_selected text[] NOT NULL DEFAULT '{}',
  -- Parallel to social_network_selected (spec section 3): same length, same order.
  social_network_link text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT profiles_social_networks_parallel CHECK (
    cardinality(social_network_selected) = cardinality(social_network_link)
  ),
  CONSTRAINT profiles_social_networks_known CHECK (
    social_network_selected <@ ARRAY['Facebook', 'Twitter', 'Instagram', 'Youtube', 'TikTok']::text[]
  ),
  CONSTRAINT profiles_biografia_length CHECK (biografia IS NULL OR length(biografia) <= 5000)
);

-- tambora_id ('Identificador', e.g. TMB-000123) comes from its own sequence so it never depends on
-- how ids are assigned; it widens past six digits instead of truncating.
CREATE SEQUENCE songs_tambora_seq;
CREATE FUNCTION public.next_tambora_id() RETURNS text
  LANGUAGE sql VOLATILE
  AS $$
    SELECT 'TMB-' || lpad(n::text, greatest(6, length(n::text)), '0')
    FROM (SELECT nextval('public.songs_tambora_seq') AS n) AS next_value
  $$;

CREATE TABLE songs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tambora_id text NOT NULL UNIQUE DEFAULT public.next_tambora_id(),
  title text NOT NULL,
  gender text NOT NULL,
  composers text[] NOT NULL,
  interpreters text[] NOT NULL DEFAULT '{}',
  authors text[] NOT NULL DEFAULT '{}',
  arrangers text[] NOT NULL DEFAULT '{}',
  etiquetas text[] NOT NULL DEFAULT '{}',
  cover text,
  cover_thumb text,
  letter text,
  audio text NOT NULL,
  -- Computed by the server from the audio file (DECISIONS): seconds, and the m:ss text.
  duration_seconds double precision NOT NULL DEFAULT 0,
  duration text NOT NULL DEFAULT '0:00',
  -- Number of libraries holding the song; kept by the library_songs trigger below.
  likes integer NOT NULL DEFAULT 0,
  favorites integer NOT NULL DEFAULT 0,
  visibility boolean NOT NULL DEFAULT true,
  is_from_repertoire boolean NOT NULL DEFAULT true,
  registro_onda text,
  copyright text,
  user_id integer NOT NULL REFERENCES credentials (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT songs_title_not_blank CHECK (length(btrim(title)) BETWEEN 1 AND 200),
  CONSTRAINT songs_gender_known CHECK (gender IN (
    'MERENGUE', 'BACHATA', 'DEMBOW', 'SALSA', 'BOLERO', 'BALADA', 'DISCO', 'MAMBO', 'ROCK',
    'MERENGUE SON', 'MERENHOUSE', 'MERENGUE TIPICO', 'POP', 'POP ROCK LATINO', 'RANCHERA',
    'REGGAE', 'REGGAETON', 'SON', 'URBANO', 'VALLENATO', 'CRISTIANO', 'JAZZ', 'CUMBIA',
    'ACUSTICO', 'FUSION', 'OTRO'
  )),
  CONSTRAINT songs_composers_present CHECK (cardinality(composers) >= 1),
  CONSTRAINT songs_duration_seconds_valid CHECK (duration_seconds >= 0),
  CONSTRAINT songs_duration_format CHECK (duration ~ '^[0-9]+:[0-5][0-9]$'),
  CONSTRAINT songs_likes_valid CHECK (likes >= 0),
  CONSTRAINT songs_favorites_valid CHECK (favorites >= 0)
);
ALTER SEQUENCE songs_tambora_seq OWNED BY songs.tambora_id;

CREATE TABLE playlists (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  description text,
  cover text,
  cover_thumb text,
  public boolean NOT NULL DEFAULT true,
  visibility boolean NOT NULL DEFAULT true,
  favorites_count integer NOT NULL DEFAULT 0,
  is_from_repertoire boolean NOT NULL DEFAULT true,
  user_id integer NOT NULL REFERENCES credentials (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT playlists_name_not_blank CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  CONSTRAINT playlists_description_length CHECK (description IS NULL OR length(description) <= 1000),
  CONSTRAINT playlists_favorites_valid CHECK (favorites_count >= 0)
);

CREATE TABLE playlist_songs (
  playlist_id integer NOT NULL REFERENCES playlists (id) ON DELETE CASCADE,
  song_id integer NOT NULL REFERENCES songs (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (playlist_id, song_id),
  CONSTRAINT playlist_songs_position_valid CHECK (position >= 0)
);

-- One library per person (spec: keyed by credentials_id).
CREATE TABLE libraries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES credentials (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE library_songs (
  library_id integer NOT NULL REFERENCES libraries (id) ON DELETE CASCADE,
  song_id integer NOT NULL REFERENCES songs (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (library_id, song_id)
);

CREATE TABLE library_playlists (
  library_id integer NOT NULL REFERENCES libraries (id) ON DELETE CASCADE,
  playlist_id integer NOT NULL REFERENCES playlists (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (library_id, playlist_id)
);

-- DECISIONS "Data and lists": likes = listeners who hold the song in their library, changed in the
-- same transaction as the library. A trigger makes that true for every writer, so services only
-- insert or delete library_songs rows and never touch songs.likes themselves.
CREATE FUNCTION public.library_songs_sync_likes() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      UPDATE songs SET likes = likes + 1 WHERE id = NEW.song_id;
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE songs SET likes = greatest(likes - 1, 0) WHERE id = OLD.song_id;
    END IF;
    RETURN NULL;
  END
  $$;
CREATE TRIGGER library_songs_likes
  AFTER INSERT OR DELETE ON library_songs
  FOR EACH ROW EXECUTE FUNCTION public.library_songs_sync_likes();

-- Sessions are random tokens kept hashed (DECISIONS "Security" 5).
CREATE TABLE sessions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES credentials (id) ON DELETE CASCADE,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

-- Email codes are checked on the server, stored hashed, expire and allow few attempts (DECISIONS 1).
CREATE TABLE email_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  purpose text NOT NULL,
  email citext NOT NULL,
  token_hash text NOT NULL UNIQUE,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  verified_at timestamptz,
  used_at timestamptz,
  CONSTRAINT email_codes_purpose_known CHECK (purpose IN ('validate_email', 'password_reset')),
  CONSTRAINT email_codes_attempts_valid CHECK (attempts >= 0)
);

-- Accent- and case-insensitive title search (DECISIONS "Search").
CREATE INDEX songs_title_trgm_idx ON songs USING gin (public.f_unaccent(lower(title)) gin_trgm_ops);
-- List sorts: newest and top, with id as the tie-breaker the queries use.
CREATE INDEX songs_created_at_idx ON songs (created_at DESC, id DESC);
CREATE INDEX songs_likes_idx ON songs (likes DESC, id DESC);
CREATE INDEX songs_user_id_idx ON songs (user_id);
CREATE INDEX playlists_user_id_idx ON playlists (user_id);
CREATE INDEX playlists_created_at_idx ON playlists (created_at DESC, id DESC);
CREATE INDEX playlist_songs_song_id_idx ON playlist_songs (song_id);
CREATE INDEX library_songs_song_id_idx ON library_songs (song_id);
CREATE INDEX library_playlists_playlist_id_idx ON library_playlists (playlist_id);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX email_codes_email_idx ON email_codes (email, purpose);
