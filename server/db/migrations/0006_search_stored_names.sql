-- Search, second step: creators' and playlists' folded names stored with the row,
-- as the songs' are since 0004, and search indexes without a pending list.
-- Runs on PostgreSQL 15 and on PGlite. Never edit once landed.

-- Measured at 5,000 playlists: for a common term the planner walks playlists by date and folds
-- each name it passes (unaccent is a dictionary lookup per character), which cost more than all
-- the other search queries together. A stored folded name makes that check a plain comparison.
ALTER TABLE playlists
  ADD COLUMN name_search text GENERATED ALWAYS AS (public.f_unaccent(lower(name))) STORED;
ALTER TABLE profiles
  ADD COLUMN search_text text
  GENERATED ALWAYS AS (public.f_search_person(nickname, name, last_name)) STORED;

-- By default a GIN index queues new rows in a pending list that every search reads through until
-- a vacuum merges it. PGlite has no autovacuum, so there the list would only grow; on PostgreSQL a
-- batch of new songs made searches several times slower until the next vacuum. Songs, profiles
-- and playlists change seldom and are searched all the time: each row goes into the index at once.
CREATE INDEX playlists_name_search_idx ON playlists
  USING gin (name_search gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX profiles_search_text_idx ON profiles
  USING gin (search_text gin_trgm_ops) WITH (fastupdate = off);
DROP INDEX playlists_name_search_trgm_idx;
DROP INDEX profiles_search_trgm_idx;

ALTER INDEX songs_title_search_trgm_idx SET (fastupdate = off);
ALTER INDEX songs_composers_search_trgm_idx SET (fastupdate = off);
ALTER INDEX songs_interpreters_search_trgm_idx SET (fastupdate = off);
ALTER INDEX songs_authors_search_trgm_idx SET (fastupdate = off);
ALTER INDEX songs_arrangers_search_trgm_idx SET (fastupdate = off);
-- Rows already queued are merged now (turning fastupdate off does not do it).
SELECT gin_clean_pending_list(index_name::regclass)
FROM unnest(ARRAY[
  'songs_title_search_trgm_idx', 'songs_composers_search_trgm_idx',
  'songs_interpreters_search_trgm_idx', 'songs_authors_search_trgm_idx',
  'songs_arrangers_search_trgm_idx'
]) AS index_name;
