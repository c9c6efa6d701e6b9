-- The creator studio: per song and per creator, one row a day of what happened:
-- plays (with where they started and whether they went past half), signed-in listeners, likes and
-- playlist adds. The studio reads these rollups, never the listens: 90 days of a creator are at
-- most 90 rows, of a song the same, and the period's top songs read the creator's song-days only.
-- Only counts are kept, never who listened. A day is the Dominican Republic's (UTC-4, no DST).
-- Runs on PostgreSQL 15 and on PGlite. Never edit once landed.
CREATE FUNCTION public.f_tambora_day(t timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (t AT TIME ZONE INTERVAL '-04:00')::date $$;

-- `tracked`: plays that said where they started and whether they went past half (plays counted
-- before this rollup existed did not); shares are taken over these.
CREATE TABLE song_daily_stats (
  song_id integer NOT NULL REFERENCES songs (id) ON DELETE CASCADE,
  day date NOT NULL,
  owner_id integer NOT NULL,
  plays integer NOT NULL DEFAULT 0,
  tracked integer NOT NULL DEFAULT 0,
  past_half integer NOT NULL DEFAULT 0,
  listeners integer NOT NULL DEFAULT 0,
  likes integer NOT NULL DEFAULT 0,
  playlist_adds integer NOT NULL DEFAULT 0,
  from_home integer NOT NULL DEFAULT 0,
  from_search integer NOT NULL DEFAULT 0,
  from_song integer NOT NULL DEFAULT 0,
  from_playlist integer NOT NULL DEFAULT 0,
  from_profile integer NOT NULL DEFAULT 0,
  from_queue integer NOT NULL DEFAULT 0,
  from_downloads integer NOT NULL DEFAULT 0,
  from_library integer NOT NULL DEFAULT 0,
  from_other integer NOT NULL DEFAULT 0,
  PRIMARY KEY (song_id, day)
);
-- The period's top songs of one creator: their song-days in the period, nobody else's.
CREATE INDEX song_daily_stats_owner_idx ON song_daily_stats (owner_id, day);

CREATE TABLE creator_daily_stats (
  owner_id integer NOT NULL REFERENCES credentials (id) ON DELETE CASCADE,
  day date NOT NULL,
  plays integer NOT NULL DEFAULT 0,
  tracked integer NOT NULL DEFAULT 0,
  past_half integer NOT NULL DEFAULT 0,
  listeners integer NOT NULL DEFAULT 0,
  likes integer NOT NULL DEFAULT 0,
  playlist_adds integer NOT NULL DEFAULT 0,
  from_home integer NOT NULL DEFAULT 0,
  from_search integer NOT NULL DEFAULT 0,
  from_song integer NOT NULL DEFAULT 0,
  from_playlist integer NOT NULL DEFAULT 0,
  from_profile integer NOT NULL DEFAULT 0,
  from_queue integer NOT NULL DEFAULT 0,
  from_downloads integer NOT NULL DEFAULT 0,
  from_library integer NOT NULL DEFAULT 0,
  from_other integer NOT NULL DEFAULT 0,
  PRIMARY KEY (owner_id, day)
);

-- Adds to a song's day and to its creator's day at once. `source` is one of the from_ columns'
-- names without 'from_' (server/features/studio), or null for a count that is not a play start.
CREATE FUNCTION public.studio_count(
  song integer, d date, add_plays integer, add_tracked integer, add_past_half integer,
  add_listeners integer, add_likes integer, add_playlist_adds integer, source text,
  add_creator_listeners integer DEFAULT NULL
) RETURNS void
  LANGUAGE plpgsql
  AS $$
  DECLARE
    owner integer;
  BEGIN
    SELECT user_id INTO owner FROM songs WHERE id = song;
    IF owner IS NULL THEN RETURN; END IF;
    INSERT INTO song_daily_stats AS t (song_id, day, owner_id, plays, tracked, past_half,
      listeners, likes, playlist_adds, from_home, from_search, from_song, from_playlist,
      from_profile, from_queue, from_downloads, from_library, from_other)
    VALUES (song, d, owner, add_plays, add_tracked, add_past_half, add_listeners, add_likes,
      add_playlist_adds,
      (source IS NOT DISTINCT FROM 'home')::int, (source IS NOT DISTINCT FROM 'search')::int, (source IS NOT DISTINCT FROM 'song')::int,
      (source IS NOT DISTINCT FROM 'playlist')::int, (source IS NOT DISTINCT FROM 'profile')::int, (source IS NOT DISTINCT FROM 'queue')::int,
      (source IS NOT DISTINCT FROM 'downloads')::int, (source IS NOT DISTINCT FROM 'library')::int, (source IS NOT DISTINCT FROM 'other')::int)
    ON CONFLICT (song_id, day) DO UPDATE SET
      plays = t.plays + EXCLUDED.plays, tracked = t.tracked + EXCLUDED.tracked,
      past_half = t.past_half + EXCLUDED.past_half, listeners = t.listeners + EXCLUDED.listeners,
      likes = t.likes + EXCLUDED.likes, playlist_adds = t.playlist_adds + EXCLUDED.playlist_adds,
      from_home = t.from_home + EXCLUDED.from_home,
      from_search = t.from_search + EXCLUDED.from_search,
      from_song = t.from_song + EXCLUDED.from_song,
      from_playlist = t.from_playlist + EXCLUDED.from_playlist,
      from_profile = t.from_profile + EXCLUDED.from_profile,
      from_queue = t.from_queue + EXCLUDED.from_queue,
      from_downloads = t.from_downloads + EXCLUDED.from_downloads,
      from_library = t.from_library + EXCLUDED.from_library,
      from_other = t.from_other + EXCLUDED.from_other;
    INSERT INTO creator_daily_stats AS t (owner_id, day, plays, tracked, past_half, listeners,
      likes, playlist_adds, from_home, from_search, from_song, from_playlist, from_profile,
      from_queue, from_downloads, from_library, from_other)
    VALUES (owner, d, add_plays, add_tracked, add_past_half,
      coalesce(add_creator_listeners, add_listeners), add_likes, add_playlist_adds,
      (source IS NOT DISTINCT FROM 'home')::int, (source IS NOT DISTINCT FROM 'search')::int, (source IS NOT DISTINCT FROM 'song')::int,
      (source IS NOT DISTINCT FROM 'playlist')::int, (source IS NOT DISTINCT FROM 'profile')::int, (source IS NOT DISTINCT FROM 'queue')::int,
      (source IS NOT DISTINCT FROM 'downloads')::int, (source IS NOT DISTINCT FROM 'library')::int, (source IS NOT DISTINCT FROM 'other')::int)
    ON CONFLICT (owner_id, day) DO UPDATE SET
      plays = t.plays + EXCLUDED.plays, tracked = t.tracked + EXCLUDED.tracked,
      past_half = t.past_half + EXCLUDED.past_half, listeners = t.listeners + EXCLUDED.listeners,
      likes = t.likes + EXCLUDED.likes, playlist_adds = t.playlist_adds + EXCLUDED.playlist_adds,
      from_home = t.from_home + EXCLUDED.from_home,
      from_search = t.from_search + EXCLUDED.from_search,
      from_song = t.from_song + EXCLUDED.from_song,
      from_playlist = t.from_playlist + EXCLUDED.from_playlist,
      from_profile = t.from_profile + EXCLUDED.from_profile,
      from_queue = t.from_queue + EXCLUDED.from_queue,
      from_downloads = t.from_downloads + EXCLUDED.from_downloads,
      from_library = t.from_library + EXCLUDED.from_library,
      from_other = t.from_other + EXCLUDED.from_other;
  END
  $$;

-- Likes and playlist adds of the day, whoever writes them (gained, not net: an unlike later
-- does not take back the day it was given).
CREATE FUNCTION public.studio_count_like() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM public.studio_count(NEW.song_id, public.f_tambora_day(NEW.added_at), 0, 0, 0, 0, 1, 0, NULL);
    RETURN NULL;
  END
  $$;
CREATE TRIGGER library_songs_studio
  AFTER INSERT ON library_songs
  FOR EACH ROW EXECUTE FUNCTION public.studio_count_like();

CREATE FUNCTION public.studio_count_playlist_add() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM public.studio_count(NEW.song_id, public.f_tambora_day(NEW.added_at), 0, 0, 0, 0, 0, 1, NULL);
    RETURN NULL;
  END
  $$;
CREATE TRIGGER playlist_songs_studio
  AFTER INSERT ON playlist_songs
  FOR EACH ROW EXECUTE FUNCTION public.studio_count_playlist_add();

-- Each listen remembers whether it went past half, so the second word on it counts once.
ALTER TABLE plays ADD COLUMN past_half boolean NOT NULL DEFAULT false;

-- What happened before: plays, likes and playlist adds of the last 90 days (older days are never
-- shown). Their sources and halves were not recorded: not tracked.
INSERT INTO song_daily_stats (song_id, day, owner_id, plays)
  SELECT p.song_id, public.f_tambora_day(p.played_at), s.user_id, count(*)
  FROM plays p JOIN songs s ON s.id = p.song_id
  WHERE p.played_at >= now() - interval '91 days'
  GROUP BY 1, 2, 3;
INSERT INTO song_daily_stats AS t (song_id, day, owner_id, likes)
  SELECT ls.song_id, public.f_tambora_day(ls.added_at), s.user_id, count(*)
  FROM library_songs ls JOIN songs s ON s.id = ls.song_id
  WHERE ls.added_at >= now() - interval '91 days'
  GROUP BY 1, 2, 3
  ON CONFLICT (song_id, day) DO UPDATE SET likes = EXCLUDED.likes;
INSERT INTO song_daily_stats AS t (song_id, day, owner_id, playlist_adds)
  SELECT ps.song_id, public.f_tambora_day(ps.added_at), s.user_id, count(*)
  FROM playlist_songs ps JOIN songs s ON s.id = ps.song_id
  WHERE ps.added_at >= now() - interval '91 days'
  GROUP BY 1, 2, 3
  ON CONFLICT (song_id, day) DO UPDATE SET playlist_adds = EXCLUDED.playlist_adds;
INSERT INTO creator_daily_stats (owner_id, day, plays, likes, playlist_adds)
  SELECT owner_id, day, sum(plays), sum(likes), sum(playlist_adds)
  FROM song_daily_stats GROUP BY 1, 2;
