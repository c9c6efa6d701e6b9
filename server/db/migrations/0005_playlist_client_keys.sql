-- A playlist created offline is queued in the browser and may be sent twice (the answer to the
-- first try can be lost on a flaky connection). The browser names each creation with a random key:
-- the same key of the same person names the same playlist, so it is created exactly once.
CREATE TABLE playlist_client_keys (
  user_id integer NOT NULL REFERENCES credentials (id) ON DELETE CASCADE,
  client_key text NOT NULL,
  playlist_id integer NOT NULL REFERENCES playlists (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, client_key),
  CONSTRAINT playlist_client_keys_key_length CHECK (length(client_key) BETWEEN 8 AND 64)
);
CREATE INDEX playlist_client_keys_playlist_id_idx ON playlist_client_keys (playlist_id);
