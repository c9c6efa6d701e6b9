-- Plays of embedded players (docs/product.md "Insertar"): 'Insertado' among where plays come from,
-- and the sites that embed a creator's songs, with their plays per day. Runs on PostgreSQL 15 and
-- on PGlite. Never edit once landed.
ALTER TABLE song_daily_stats ADD COLUMN from_embed integer NOT NULL DEFAULT 0;
ALTER TABLE creator_daily_stats ADD COLUMN from_embed integer NOT NULL DEFAULT 0;

-- As 0027's, with the embed among the sources.
CREATE OR REPLACE FUNCTION public.studio_count(
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
      from_profile, from_queue, from_downloads, from_library, from_other, from_embed)
    VALUES (song, d, owner, add_plays, add_tracked, add_past_half, add_listeners, add_likes,
      add_playlist_adds,
      (source IS NOT DISTINCT FROM 'home')::int, (source IS NOT DISTINCT FROM 'search')::int, (source IS NOT DISTINCT FROM 'song')::int,
      (source IS NOT DISTINCT FROM 'playlist')::int, (source IS NOT DISTINCT FROM 'profile')::int, (source IS NOT DISTINCT FROM 'queue')::int,
      (source IS NOT DISTINCT FROM 'downloads')::int, (source IS NOT DISTINCT FROM 'library')::int, (source IS NOT DISTINCT FROM 'other')::int,
      (source IS NOT DISTINCT FROM 'embed')::int)
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
      from_other = t.from_other + EXCLUDED.from_other,
      from_embed = t.from_embed + EXCLUDED.from_embed;
    INSERT INTO creator_daily_stats AS t (owner_id, day, plays, tracked, past_half, listeners,
      likes, playlist_adds, from_home, from_search, from_song, from_playlist, from_profile,
      from_queue, from_downloads, from_library, from_other, from_embed)
    VALUES (owner, d, add_plays, add_tracked, add_past_half,
      coalesce(add_creator_listeners, add_listeners), add_likes, add_playlist_adds,
      (source IS NOT DISTINCT FROM 'home')::int, (source IS NOT DISTINCT FROM 'search')::int, (source IS NOT DISTINCT FROM 'song')::int,
      (source IS NOT DISTINCT FROM 'playlist')::int, (source IS NOT DISTINCT FROM 'profile')::int, (source IS NOT DISTINCT FROM 'queue')::int,
      (source IS NOT DISTINCT FROM 'downloads')::int, (source IS NOT DISTINCT FROM 'library')::int, (source IS NOT DISTINCT FROM 'other')::int,
      (source IS NOT DISTINCT FROM 'embed')::int)
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
      from_other = t.from_other + EXCLUDED.from_other,
      from_embed = t.from_embed + EXCLUDED.from_embed;
  END
  $$;

-- The host of the page an embedded player sat on (the Referer's host, never its path).
CREATE TABLE embed_site_daily (
  owner_id integer NOT NULL REFERENCES credentials (id) ON DELETE CASCADE,
  song_id integer NOT NULL REFERENCES songs (id) ON DELETE CASCADE,
  day date NOT NULL,
  host text NOT NULL,
  plays integer NOT NULL DEFAULT 0,
  PRIMARY KEY (song_id, day, host),
  CONSTRAINT embed_site_daily_host CHECK (length(host) BETWEEN 1 AND 260)
);
-- The studio's table of sites: a creator's days, all songs or one.
CREATE INDEX embed_site_daily_owner_idx ON embed_site_daily (owner_id, day);
