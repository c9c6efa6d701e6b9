-- Play counts. One row per counted listen, keyed by the id the browser gave
-- that listen, so a replay of the same listen (the offline queue after a lost answer) is a no-op.
-- The song keeps its total, as it keeps its likes, so lists and statistics read one column.
CREATE TABLE plays (
  listen_id uuid PRIMARY KEY,
  song_id integer NOT NULL REFERENCES songs (id) ON DELETE CASCADE,
  played_at timestamptz NOT NULL DEFAULT now()
);

-- Rows stay: a listen replayed months later must still find its own.
CREATE INDEX plays_song_idx ON plays (song_id);

ALTER TABLE songs ADD COLUMN plays integer NOT NULL DEFAULT 0;
