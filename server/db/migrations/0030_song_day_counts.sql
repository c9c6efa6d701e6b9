-- A page at any depth of the newest songs ('Canciones Subidas' jumps to any page) without OFFSET
-- walking half the catalogue: songs counted per day of upload (UTC), kept by a trigger in the
-- same transaction as the change. A page finds its day from the running sum of these counts (a
-- few hundred rows a year) and walks only inside that day (songs/repository.ts, newestPage).
-- Runs on PostgreSQL 15 and on PGlite. Never edit once landed.
CREATE TABLE song_day_counts (
  day_start timestamptz PRIMARY KEY,
  songs integer NOT NULL DEFAULT 0,
  public_songs integer NOT NULL DEFAULT 0
);

CREATE FUNCTION public.f_song_day(at timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT date_trunc('day', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' $$;

CREATE FUNCTION public.songs_sync_day_counts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      UPDATE song_day_counts SET
        songs = songs - 1,
        public_songs = public_songs - OLD.visibility::int
      WHERE day_start = public.f_song_day(OLD.created_at);
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
      INSERT INTO song_day_counts AS c (day_start, songs, public_songs)
      VALUES (public.f_song_day(NEW.created_at), 1, NEW.visibility::int)
      ON CONFLICT (day_start) DO UPDATE SET
        songs = c.songs + 1,
        public_songs = c.public_songs + EXCLUDED.public_songs;
    END IF;
    RETURN NULL;
  END
  $$;
CREATE TRIGGER songs_day_counts
  AFTER INSERT OR DELETE OR UPDATE OF visibility, created_at ON songs
  FOR EACH ROW EXECUTE FUNCTION public.songs_sync_day_counts();

-- The rebuild after a bulk load that skipped the triggers (the growth bench's loader).
CREATE FUNCTION public.refresh_song_day_counts() RETURNS void
  LANGUAGE sql
  AS $$
    DELETE FROM song_day_counts;
    INSERT INTO song_day_counts (day_start, songs, public_songs)
    SELECT public.f_song_day(created_at), count(*), count(*) FILTER (WHERE visibility)
    FROM songs GROUP BY 1;
  $$;

SELECT public.refresh_song_day_counts();
