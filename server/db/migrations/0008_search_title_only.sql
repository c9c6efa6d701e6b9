-- Search, fourth step.
-- Runs on PostgreSQL 15 and on PGlite. Never edit once landed.

-- The quick search's 'Canciones' match the song title, as spec section 5 says ("Matches song
-- title or composer nickname/name/lastName"), so the joined title + credits text of 0007 and its
-- index have no reader left: the title's stored folded text (title_search, 0004) and its trigram
-- index serve the results page and the suggestions. The expression index of 0001 on
-- f_unaccent(lower(title)) has had no reader since 0004 stored that text. Every new or edited song
-- paid for both; each held 11 MB at 100,000 songs.
DROP INDEX songs_quick_search_idx;
ALTER TABLE songs DROP COLUMN quick_search;
DROP INDEX songs_title_trgm_idx;

-- A creator's display name (domain/display-name: nickname, else name and last name, else
-- 'Desconocido') folded for sorting, stored with the row: creator lists and creator search results
-- are alphabetical, and folding each matching row's name at every request (unaccent is a dictionary
-- lookup per character) was the larger part of a creator search.
CREATE FUNCTION public.f_display_sort_name(nickname text, name text, last_name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT public.f_unaccent(lower(coalesce(
      nullif(btrim($1), ''),
      nullif(btrim(coalesce(btrim($2), '') || ' ' || coalesce(btrim($3), '')), ''),
      'Desconocido'
    )))
  $$;
ALTER TABLE profiles
  ADD COLUMN sort_name text
  GENERATED ALWAYS AS (public.f_display_sort_name(nickname, name, last_name)) STORED;

-- Which accounts are composers, answered from an index instead of checking every account's roles
-- array: the creator search looks up each matching profile here (see search/repository.ts).
CREATE INDEX credentials_composer_ids_idx ON credentials (id) WHERE roles @> '{composer}';
