-- Search (DECISIONS "Search"): case- and accent-insensitive matching of song titles
-- and credits, creators' names and playlist names, each through a trigram index, so a search costs
-- index work, not a scan of the catalogue.
-- Runs on PostgreSQL 15 and on PGlite. Never edit once landed.

-- One text per credits list, folded as titles are (f_unaccent(lower(...))). array_to_string is
-- only STABLE (it calls the element type's output function), but for text[] its result is fixed,
-- which IMMUTABLE promises. Entries are joined by the unit separator (U+001F), which search terms
-- never hold (they are stripped of control characters), so a term cannot match across two names.
CREATE FUNCTION public.f_search_list(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.f_unaccent(lower(array_to_string($1, E'\x1f'))) $$;

-- A creator's nickname, then 'name lastName' (so 'Juan Carlos Peña' finds name plus last name),
-- folded the same way; the separator again keeps a term from spanning nickname and name.
CREATE FUNCTION public.f_search_person(nickname text, name text, last_name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT public.f_unaccent(lower(
      coalesce($1, '') || E'\x1f' || coalesce($2, '') || ' ' || coalesce($3, '')
    ))
  $$;

-- A search term folded the same way, then made literal for LIKE (escape character '\'): a person's
-- '%', '_' and '\' match themselves. Folding comes first because unaccent turns a few symbols
-- into those three (the full-width '％' becomes '%').
CREATE FUNCTION public.f_search_term(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT replace(replace(replace(public.f_unaccent(lower($1)), '\', '\\'), '%', '\%'), '_', '\_')
  $$;

-- The folded texts are stored with the row instead of indexed as expressions: a trigram match is
-- always re-checked against the row, and re-folding thousands of rows per search (unaccent is a
-- dictionary lookup per character) cost about three times the whole query at 100,000 songs.
-- Drizzle's schema does not list these columns: the application never reads or writes them.
ALTER TABLE songs
  ADD COLUMN title_search text GENERATED ALWAYS AS (public.f_unaccent(lower(title))) STORED,
  ADD COLUMN composers_search text GENERATED ALWAYS AS (public.f_search_list(composers)) STORED,
  ADD COLUMN interpreters_search text GENERATED ALWAYS AS (public.f_search_list(interpreters)) STORED,
  ADD COLUMN authors_search text GENERATED ALWAYS AS (public.f_search_list(authors)) STORED,
  ADD COLUMN arrangers_search text GENERATED ALWAYS AS (public.f_search_list(arrangers)) STORED;

CREATE INDEX songs_title_search_trgm_idx ON songs USING gin (title_search gin_trgm_ops);
CREATE INDEX songs_composers_search_trgm_idx ON songs USING gin (composers_search gin_trgm_ops);
CREATE INDEX songs_interpreters_search_trgm_idx ON songs USING gin (interpreters_search gin_trgm_ops);
CREATE INDEX songs_authors_search_trgm_idx ON songs USING gin (authors_search gin_trgm_ops);
CREATE INDEX songs_arrangers_search_trgm_idx ON songs USING gin (arrangers_search gin_trgm_ops);

-- The planner chooses between the trigram index (few matches) and walking a sort index until a
-- page is full (many matches) from how often it expects a term to match: a finer sample of these
-- columns makes that guess better for rare terms.
ALTER TABLE songs
  ALTER COLUMN title_search SET STATISTICS 1000,
  ALTER COLUMN composers_search SET STATISTICS 1000,
  ALTER COLUMN interpreters_search SET STATISTICS 1000,
  ALTER COLUMN authors_search SET STATISTICS 1000,
  ALTER COLUMN arrangers_search SET STATISTICS 1000;

-- Creators and playlists are far fewer than songs: expression indexes are enough there.
CREATE INDEX profiles_search_trgm_idx
  ON profiles USING gin (public.f_search_person(nickname, name, last_name) gin_trgm_ops);
CREATE INDEX playlists_name_search_trgm_idx
  ON playlists USING gin (public.f_unaccent(lower(name)) gin_trgm_ops);
