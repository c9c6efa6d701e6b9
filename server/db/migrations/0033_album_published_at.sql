-- 'Novedades' and the bell tell of a creator's albums as of their songs (docs/product.md "Seguir y
-- Novedades"): an album comes out when it is made public (or is created public), not when it was
-- first saved. NULL for albums public before this migration: their creation time stands for it.
-- Runs on PostgreSQL 15 and on PGlite. Never edit once landed.
ALTER TABLE playlists ADD COLUMN published_at timestamptz;

CREATE FUNCTION public.playlists_published_at() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      NEW.published_at := CASE WHEN NEW.public THEN NEW.created_at END;
    ELSIF NEW.public AND NOT OLD.public THEN
      NEW.published_at := now();
    END IF;
    RETURN NEW;
  END
  $$;
CREATE TRIGGER playlists_published_at
  BEFORE INSERT OR UPDATE OF public ON playlists
  FOR EACH ROW EXECUTE FUNCTION public.playlists_published_at();

-- 'Novedades': per followed creator, their most recently published public albums first, read
-- from the index alone as songs_owner_published_idx does for songs (0031).
CREATE INDEX playlists_owner_published_idx
  ON playlists (user_id, (coalesce(published_at, created_at)) DESC, id DESC)
  INCLUDE (published_at, created_at) WHERE is_from_repertoire AND public;
