-- A person follows a creator to hear of their new songs (docs/product.md "Seguir y Novedades").
-- Counts are kept by a trigger in the same transaction as the follow: the profile's follower
-- count (owner_song_counts.followers, where every composer already has a row) and the studio's
-- followers gained that day (creator_daily_stats.followers). A day is the Dominican Republic's.
-- Runs on PostgreSQL 15 and on PGlite. Never edit once landed.
CREATE TABLE follows (
  follower_id integer NOT NULL REFERENCES credentials (id) ON DELETE CASCADE,
  creator_id integer NOT NULL REFERENCES credentials (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_id, creator_id),
  CHECK (follower_id <> creator_id)
);
-- A creator's followers, newest first: the new-follower notices read the ones after a cursor.
CREATE INDEX follows_creator_idx ON follows (creator_id, created_at);

ALTER TABLE owner_song_counts ADD COLUMN followers integer NOT NULL DEFAULT 0;
ALTER TABLE creator_daily_stats ADD COLUMN followers integer NOT NULL DEFAULT 0;

CREATE FUNCTION public.follows_sync_counts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO owner_song_counts AS c (user_id, followers) VALUES (NEW.creator_id, 1)
      ON CONFLICT (user_id) DO UPDATE SET followers = c.followers + 1;
      INSERT INTO creator_daily_stats AS d (owner_id, day, followers)
      VALUES (NEW.creator_id, public.f_tambora_day(NEW.created_at), 1)
      ON CONFLICT (owner_id, day) DO UPDATE SET followers = d.followers + 1;
    ELSE
      UPDATE owner_song_counts SET followers = followers - 1 WHERE user_id = OLD.creator_id;
    END IF;
    RETURN NULL;
  END
  $$;
CREATE TRIGGER follows_counts
  AFTER INSERT OR DELETE ON follows
  FOR EACH ROW EXECUTE FUNCTION public.follows_sync_counts();

-- The rebuild of every owner's counts (0016; after a bulk load that skipped the triggers) rebuilds
-- the follower counts too: it empties the table first.
CREATE OR REPLACE FUNCTION public.refresh_owner_song_counts() RETURNS void
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
    INSERT INTO owner_song_counts AS c (user_id, followers)
    SELECT creator_id, count(*) FROM follows GROUP BY creator_id
    ON CONFLICT (user_id) DO UPDATE SET followers = EXCLUDED.followers;
  $$;

-- 'Novedades': per followed creator, their newest public songs first (a walk of this index per
-- creator, stopped at the page), so a person following a thousand creators reads a few
-- thousand index entries, not every song of every creator.
CREATE INDEX songs_owner_newest_idx ON songs (user_id, created_at DESC, id DESC) WHERE visibility;
