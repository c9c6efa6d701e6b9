-- Search for every length (DECISIONS "Search": 'na' finds 'Mañana'). Terms of three characters or
-- more use the trigram indexes; a trigram index cannot help a one- or two-letter term, and a rare
-- one ('qx') then read every song (about 40 ms of 70 at 100,000 songs, scripts/bench/search.ts).
-- This indexes each folded title by the distinct letters and letter pairs it contains, so a short
-- term finds its few candidate rows at once; the LIKE re-check keeps the result exact.
CREATE FUNCTION public.f_short_grams(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(array_agg(DISTINCT gram), '{}')
    FROM (
      SELECT substr($1, i, 1) AS gram FROM generate_series(1, length($1)) AS i
      UNION
      SELECT substr($1, i, 2) FROM generate_series(1, length($1) - 1) AS i
    ) AS grams
  $$;

-- fastupdate off as for the other search indexes (0006): a new song is findable at once.
CREATE INDEX songs_title_short_grams_idx ON songs USING gin (public.f_short_grams(title_search))
  WITH (fastupdate = off);
