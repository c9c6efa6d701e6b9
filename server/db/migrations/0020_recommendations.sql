-- 'Para ti': songs that people with overlapping likes also like, mixed with the
-- person's creators and genres, precomputed per person so their request only reads rows.
-- Runs on PostgreSQL 15 and on PGlite. Never edit once landed.

-- How many libraries hold both songs of a pair (each pair stored both ways, so a song's
-- neighbours are one index range). Kept by the library_songs triggers below: a like pairs the
-- song with the 50 most recent other likes of that library, an unlike takes those pairs back.
-- The bound keeps a like's cost flat however large a library grows.
CREATE TABLE song_pairs (
  song_id integer NOT NULL REFERENCES songs (id) ON DELETE CASCADE,
  other_id integer NOT NULL REFERENCES songs (id) ON DELETE CASCADE,
  together integer NOT NULL,
  PRIMARY KEY (song_id, other_id)
);
CREATE INDEX song_pairs_strongest_idx ON song_pairs (song_id, together DESC, other_id);
CREATE INDEX song_pairs_other_idx ON song_pairs (other_id);

-- What a signed-in person listened to in the last days (one row per song, its last listen):
-- a seed of their taste, and what 'Para ti' leaves out for a week. Rows older than 8 days go.
CREATE TABLE recent_listens (
  user_id integer NOT NULL REFERENCES credentials (id) ON DELETE CASCADE,
  song_id integer NOT NULL REFERENCES songs (id) ON DELETE CASCADE,
  played_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, song_id)
);
CREATE INDEX recent_listens_played_at_idx ON recent_listens (played_at);
CREATE INDEX recent_listens_song_idx ON recent_listens (song_id);

-- Each person's list, in order, with the line that says why each song is there.
CREATE TABLE recommendations (
  user_id integer NOT NULL REFERENCES credentials (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  song_id integer NOT NULL REFERENCES songs (id) ON DELETE CASCADE,
  because text NOT NULL,
  PRIMARY KEY (user_id, position)
);
CREATE INDEX recommendations_song_idx ON recommendations (song_id);

-- When the list was made, and since when it is out of date (a like changed; a day passed).
CREATE TABLE recommendation_state (
  user_id integer PRIMARY KEY REFERENCES credentials (id) ON DELETE CASCADE,
  stale_since timestamptz,
  computed_at timestamptz
);
CREATE INDEX recommendation_state_stale_idx ON recommendation_state (stale_since)
  WHERE stale_since IS NOT NULL;

-- Candidates by the same creator or in the same genre, most liked first, public only.
CREATE INDEX songs_owner_top_idx ON songs (user_id, likes DESC, id DESC) WHERE visibility;
CREATE INDEX songs_genre_top_idx ON songs (gender, likes DESC, id DESC) WHERE visibility;

CREATE FUNCTION public.recommendations_mark_stale(library integer) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO recommendation_state (user_id, stale_since)
    SELECT user_id, now() FROM libraries WHERE id = library
    ON CONFLICT (user_id) DO UPDATE
      SET stale_since = coalesce(recommendation_state.stale_since, EXCLUDED.stale_since);
  $$;

CREATE FUNCTION public.library_songs_pair() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO song_pairs (song_id, other_id, together)
    SELECT pair.a, pair.b, 1
    FROM (
      SELECT ls.song_id AS other FROM library_songs ls
      WHERE ls.library_id = NEW.library_id AND ls.song_id <> NEW.song_id
      ORDER BY ls.version DESC
      LIMIT 50
    ) AS recent
    CROSS JOIN LATERAL (VALUES (NEW.song_id, recent.other), (recent.other, NEW.song_id)) AS pair (a, b)
    ON CONFLICT (song_id, other_id) DO UPDATE SET together = song_pairs.together + 1;
    PERFORM public.recommendations_mark_stale(NEW.library_id);
    RETURN NULL;
  END
  $$;
CREATE TRIGGER library_songs_pairs
  AFTER INSERT ON library_songs
  FOR EACH ROW EXECUTE FUNCTION public.library_songs_pair();

-- An account being deleted (server/features/users/delete-account.ts sets keep_song_pairs) or a
-- library gone with it: its pairs stay, as the evidence of what people liked together, and
-- nobody's list is waiting on it. Unpairing thousands of likes would only slow the deletion.
CREATE FUNCTION public.library_songs_unpair() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF coalesce(current_setting('tambora.keep_song_pairs', true), '') = 'on'
       OR NOT EXISTS (SELECT 1 FROM libraries WHERE id = OLD.library_id) THEN
      RETURN NULL;
    END IF;
    WITH recent AS (
      SELECT ls.song_id AS other FROM library_songs ls
      WHERE ls.library_id = OLD.library_id AND ls.song_id <> OLD.song_id
      ORDER BY ls.version DESC
      LIMIT 50
    )
    UPDATE song_pairs SET together = together - 1
    WHERE (song_id, other_id) IN (
      SELECT OLD.song_id, other FROM recent UNION ALL SELECT other, OLD.song_id FROM recent
    );
    DELETE FROM song_pairs
    WHERE together <= 0 AND (song_id = OLD.song_id OR other_id = OLD.song_id);
    PERFORM public.recommendations_mark_stale(OLD.library_id);
    RETURN NULL;
  END
  $$;
CREATE TRIGGER library_songs_unpairs
  AFTER DELETE ON library_songs
  FOR EACH ROW EXECUTE FUNCTION public.library_songs_unpair();

-- The likes already given: each library's 50 most recent, paired as the trigger would have.
WITH recent AS (
  SELECT library_id, song_id FROM (
    SELECT library_id, song_id,
      row_number() OVER (PARTITION BY library_id ORDER BY version DESC) AS n
    FROM library_songs
  ) AS numbered
  WHERE n <= 50
)
INSERT INTO song_pairs (song_id, other_id, together)
SELECT a.song_id, b.song_id, count(*)
FROM recent a JOIN recent b ON a.library_id = b.library_id AND a.song_id <> b.song_id
GROUP BY a.song_id, b.song_id;
