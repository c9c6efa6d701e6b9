-- Ahorro de datos: a second, lighter rendition of every song (AAC about
-- 48 kbps, the same −14 LUFS), made by the same pipeline beside the stream.
-- Runs on PostgreSQL 15 and on PGlite. Never edit once landed.
ALTER TABLE songs ADD COLUMN audio_light text;
CREATE INDEX songs_audio_light_idx ON songs (audio_light) WHERE audio_light IS NOT NULL;

-- Songs whose stream is made already get their light rendition in the background; songs still
-- waiting get both from their own job.
INSERT INTO jobs (kind, subject_id)
SELECT 'audio-light', id FROM songs WHERE audio_status = 'ready'
ON CONFLICT (kind, subject_id) WHERE status = 'queued' DO NOTHING;
