-- The same audio uploaded again: each audio upload keeps the SHA-256 of its
-- bytes, and each song the one of its audio, so the form can say at once that this creator has
-- published this very file before (a warning, not a refusal: a remaster or a second version may
-- reuse a file on purpose). Songs from before have no hash and match nothing.
-- Runs on PostgreSQL 15 and on PGlite. Never edit once landed.
ALTER TABLE uploads ADD COLUMN sha256 text;
ALTER TABLE songs ADD COLUMN audio_sha256 text;
CREATE INDEX songs_owner_audio_sha256_idx ON songs (user_id, audio_sha256)
  WHERE audio_sha256 IS NOT NULL;
