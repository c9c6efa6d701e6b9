-- Cost that grows with the catalogue: what the home, the song page and the admin
-- pages read is kept ready instead of computed over every song at each request.
-- Runs on PostgreSQL 15 and on PGlite. Never edit once landed.

-- 1. A random sample without sorting the table. Each song draws a key once; a sample is the songs
-- whose keys follow a fresh random number (songs/repository.ts), read from this index.
ALTER TABLE songs ADD COLUMN sample_key double precision NOT NULL DEFAULT random();
CREATE INDEX songs_sample_key_idx ON songs (sample_key);

-- 2. Counts per owner, kept by triggers in the same transaction as the change: lists read their
-- totals here (a sum over owners, or one owner's row) instead of count(*) over the songs, and the
-- creators' ranking ('Creadores Sugeridos', admin statistics) walks an index here instead of
-- grouping every song by owner. Every composer has a row, with zeros until a first song.
CREATE TABLE owner_song_counts (
  user_id integer PRIMARY KEY REFERENCES credentials (id) ON DELETE CASCADE,
  songs integer NOT NULL DEFAULT 0,
  public_songs integer NOT NULL DEFAULT 0,
  likes bigint NOT NULL DEFAULT 0,
  public_likes bigint NOT NULL DEFAULT 0,
  plays bigint NOT NULL DEFAULT 0
);
-- The public ranking (public songs only) and the admin's (every song), both ties to the older account.
CREATE INDEX owner_song_counts_public_rank_idx
  ON owner_song_counts (public_likes DESC, public_songs DESC, user_id);
CREATE INDEX owner_song_counts_rank_idx ON owner_song_counts (likes DESC, songs DESC, user_id);

CREATE FUNCTION public.songs_sync_owner_counts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      UPDATE owner_song_counts SET
        songs = songs - 1,
        public_songs = public_songs - OLD.visibility::int,
        likes = likes - OLD.likes,
        public_likes = public_likes - CASE WHEN OLD.visibility THEN OLD.likes ELSE 0 END,
        plays = plays - OLD.plays
      WHERE user_id = OLD.user_id;
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
      INSERT INTO owner_song_counts AS c (user_id, songs, public_songs, likes, public_likes, plays)
      VALUES (NEW.user_id, 1, NEW.visibility::int, NEW.likes,
        CASE WHEN NEW.visibility THEN NEW.likes ELSE 0 END, NEW.plays)
      ON CONFLICT (user_id) DO UPDATE SET
        songs = c.songs + 1,
        public_songs = c.public_songs + EXCLUDED.public_songs,
        likes = c.likes + EXCLUDED.likes,
        public_likes = c.public_likes + EXCLUDED.public_likes,
        plays = c.plays + EXCLUDED.plays;
    END IF;
    RETURN NULL;
  END
  $$;
CREATE TRIGGER songs_owner_counts
  AFTER INSERT OR DELETE OR UPDATE OF visibility, likes, plays, user_id ON songs
  FOR EACH ROW EXECUTE FUNCTION public.songs_sync_owner_counts();

-- A composer without songs still ranks (with zeros) and still counts among the creators.
CREATE FUNCTION public.credentials_composer_counts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF NEW.roles @> '{composer}' THEN
      INSERT INTO owner_song_counts (user_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
  END
  $$;
CREATE TRIGGER credentials_composer_counts
  AFTER INSERT OR UPDATE OF roles ON credentials
  FOR EACH ROW EXECUTE FUNCTION public.credentials_composer_counts();

-- Rebuilds every count from the songs: here, and after a bulk load that skipped the triggers.
CREATE FUNCTION public.refresh_owner_song_counts() RETURNS void
  LANGUAGE sql
  AS $$
    DELETE FROM owner_song_counts;
    INSERT INTO owner_song_counts (user_id, songs, public_songs, likes, public_likes, plays)
    SELECT user_id, count(*), count(*) FILTER (WHERE visibility), sum(likes),
      coalesce(sum(likes) FILTER (WHERE visibility), 0), sum(plays)
    FROM songs GROUP BY user_id;
    INSERT INTO owner_song_counts (user_id)
    SELECT id FROM credentials WHERE roles @> '{composer}'
    ON CONFLICT DO NOTHING;
  $$;
SELECT public.refresh_owner_song_counts();

-- 3. The most played songs (admin statistics) from an index, as the most liked are.
CREATE INDEX songs_plays_idx ON songs (plays DESC, id DESC) WHERE plays > 0;

-- 4. The song page links its composers to accounts by name (songs/composer-links.ts): the folded
-- nickname and folded full name of each profile are indexed, so a name is one index lookup
-- instead of folding every profile's names.
CREATE FUNCTION public.f_name_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(public.f_unaccent(lower(btrim($1))), '\s+', ' ', 'g') $$;
CREATE FUNCTION public.f_full_name_key(name text, last_name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.f_name_key(coalesce($1, '') || ' ' || coalesce($2, '')) $$;
CREATE INDEX profiles_nickname_key_idx ON profiles (public.f_name_key(nickname));
CREATE INDEX profiles_full_name_key_idx ON profiles (public.f_full_name_key(name, last_name));

-- 5. The admin's users list, newest accounts first, from an index instead of sorting them all.
CREATE INDEX credentials_created_at_idx ON credentials (created_at DESC, id DESC);

-- 6. The other figures of the admin's statistics, kept by triggers as well: accounts (all, and
-- per role), playlists (all, and private) and uploads per ISO week in UTC. Counting them per
-- request read every account and, at a million songs, 120,000 songs for twelve weeks of uploads.
CREATE TABLE kept_counts (
  name text PRIMARY KEY,
  value bigint NOT NULL DEFAULT 0
);

CREATE FUNCTION public.add_to_count(counted text, delta bigint) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO kept_counts AS k (name, value) VALUES (counted, delta)
    ON CONFLICT (name) DO UPDATE SET value = k.value + EXCLUDED.value
  $$;

CREATE FUNCTION public.upload_week_name(created timestamptz) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT 'uploads:' || to_char(date_trunc('week', created AT TIME ZONE 'UTC'), 'YYYY-MM-DD') $$;

CREATE FUNCTION public.credentials_sync_counts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    role text;
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      PERFORM public.add_to_count('accounts', -1);
      FOREACH role IN ARRAY OLD.roles LOOP
        PERFORM public.add_to_count('accounts:' || role, -1);
      END LOOP;
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
      PERFORM public.add_to_count('accounts', 1);
      FOREACH role IN ARRAY NEW.roles LOOP
        PERFORM public.add_to_count('accounts:' || role, 1);
      END LOOP;
    END IF;
    RETURN NULL;
  END
  $$;
CREATE TRIGGER credentials_counts
  AFTER INSERT OR DELETE OR UPDATE OF roles ON credentials
  FOR EACH ROW EXECUTE FUNCTION public.credentials_sync_counts();

CREATE FUNCTION public.playlists_sync_counts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      PERFORM public.add_to_count('playlists', -1);
      IF NOT OLD.public THEN PERFORM public.add_to_count('playlists:private', -1); END IF;
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
      PERFORM public.add_to_count('playlists', 1);
      IF NOT NEW.public THEN PERFORM public.add_to_count('playlists:private', 1); END IF;
    END IF;
    RETURN NULL;
  END
  $$;
CREATE TRIGGER playlists_counts
  AFTER INSERT OR DELETE OR UPDATE OF public ON playlists
  FOR EACH ROW EXECUTE FUNCTION public.playlists_sync_counts();

CREATE FUNCTION public.songs_sync_upload_weeks() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      PERFORM public.add_to_count(public.upload_week_name(OLD.created_at), -1);
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
      PERFORM public.add_to_count(public.upload_week_name(NEW.created_at), 1);
    END IF;
    RETURN NULL;
  END
  $$;
CREATE TRIGGER songs_upload_weeks
  AFTER INSERT OR DELETE OR UPDATE OF created_at ON songs
  FOR EACH ROW EXECUTE FUNCTION public.songs_sync_upload_weeks();

CREATE FUNCTION public.refresh_kept_counts() RETURNS void
  LANGUAGE sql
  AS $$
    DELETE FROM kept_counts;
    INSERT INTO kept_counts (name, value)
    SELECT 'accounts', count(*) FROM credentials
    UNION ALL SELECT 'accounts:' || role, count(*) FROM credentials, unnest(roles) AS role GROUP BY role
    UNION ALL SELECT 'playlists', count(*) FROM playlists
    UNION ALL SELECT 'playlists:private', count(*) FROM playlists WHERE NOT public
    UNION ALL SELECT public.upload_week_name(created_at), count(*) FROM songs GROUP BY 1;
  $$;
SELECT public.refresh_kept_counts();
