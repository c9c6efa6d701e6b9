-- How many public songs each playlist holds, kept by the database (docs/architecture.md "At a
-- million songs: what each request reads"). An album is listed to players only when it holds a
-- song they may hear; checked song by song, a deep alphabetical page of albums (how Subsonic
-- players sync a library: 500 at a time, by offset) read every skipped album's songs, 724 ms for
-- the last page at a million songs. With the count, only an album without one is looked into.
-- Runs on PostgreSQL 15 and on PGlite. Never edit once landed.
ALTER TABLE playlists ADD COLUMN public_songs integer NOT NULL DEFAULT 0;

-- Counted from scratch: here, and by a bulk load that skipped the row triggers.
CREATE FUNCTION public.refresh_playlist_public_songs() RETURNS void
  LANGUAGE sql
  AS $$
  UPDATE playlists p SET public_songs = coalesce(c.n, 0)
  FROM playlists q
  LEFT JOIN (
    SELECT ps.playlist_id, count(*)::int AS n
    FROM playlist_songs ps JOIN songs s ON s.id = ps.song_id AND s.visibility
    GROUP BY ps.playlist_id
  ) c ON c.playlist_id = q.id
  WHERE q.id = p.id AND p.public_songs IS DISTINCT FROM coalesce(c.n, 0);
  $$;
SELECT public.refresh_playlist_public_songs();

-- A song put in or taken out of a playlist. A song being deleted is no longer found here (its
-- links go by cascade after it): songs_public_playlists counted it out before.
CREATE FUNCTION public.playlist_songs_public_count() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      UPDATE playlists SET public_songs = public_songs + 1
      WHERE id = NEW.playlist_id
        AND EXISTS (SELECT 1 FROM songs WHERE id = NEW.song_id AND visibility);
    ELSE
      UPDATE playlists SET public_songs = public_songs - 1
      WHERE id = OLD.playlist_id
        AND EXISTS (SELECT 1 FROM songs WHERE id = OLD.song_id AND visibility);
    END IF;
    RETURN NULL;
  END
  $$;
CREATE TRIGGER playlist_songs_public_count
  AFTER INSERT OR DELETE ON playlist_songs
  FOR EACH ROW EXECUTE FUNCTION public.playlist_songs_public_count();

-- A song made public or private, or deleted while public: every playlist holding it.
CREATE FUNCTION public.songs_public_playlists() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    step integer;
  BEGIN
    IF TG_OP = 'DELETE' THEN
      step := CASE WHEN OLD.visibility THEN -1 ELSE 0 END;
    ELSIF NEW.visibility IS DISTINCT FROM OLD.visibility THEN
      step := CASE WHEN NEW.visibility THEN 1 ELSE -1 END;
    ELSE
      step := 0;
    END IF;
    IF step <> 0 THEN
      UPDATE playlists SET public_songs = public_songs + step
      WHERE id IN (SELECT playlist_id FROM playlist_songs WHERE song_id = OLD.id);
    END IF;
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END
  $$;
CREATE TRIGGER songs_public_playlists
  BEFORE DELETE OR UPDATE OF visibility ON songs
  FOR EACH ROW EXECUTE FUNCTION public.songs_public_playlists();

-- Albums with a public song, by their folded name (accents and case aside, as the search folds
-- it): a deep alphabetical page walks this alone. 0034's index holds the empty albums too, and at
-- a million songs 37,512 of them came before the 2,020th album a listener may hear.
CREATE INDEX playlists_album_heard_name_idx
  ON playlists (name_search, id) WHERE is_from_repertoire AND public AND public_songs > 0;
