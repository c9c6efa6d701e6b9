-- Uploaded media files: one row per file received by POST /storage/{bucket}.
-- A song may only name its owner's uploads that no song holds yet (attached = false); uploads
-- never attached are swept after 24 hours. The owner is kept as NULL when the account goes, so
-- the sweep still finds and removes files nobody can attach any more.
CREATE TABLE uploads (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bucket text NOT NULL,
  name text NOT NULL,
  user_id integer REFERENCES credentials (id) ON DELETE SET NULL,
  -- The type read from the file's first bytes (mp3, wav, jpeg...).
  format text NOT NULL,
  size_bytes bigint NOT NULL,
  -- Audios only: read from the file by the server (DECISIONS: authoritative).
  duration_seconds double precision,
  -- Images only: the card-sized copy stored beside the original.
  thumb_name text,
  attached boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT uploads_bucket_known CHECK (bucket IN ('images', 'audios')),
  CONSTRAINT uploads_name_unique UNIQUE (bucket, name),
  CONSTRAINT uploads_size_valid CHECK (size_bytes >= 0),
  CONSTRAINT uploads_audio_has_duration CHECK (
    bucket <> 'audios' OR (duration_seconds IS NOT NULL AND duration_seconds > 0)
  )
);
-- The sweep looks for old unattached rows, or rows whose owner is gone.
CREATE INDEX uploads_sweep_idx ON uploads (created_at) WHERE NOT attached OR user_id IS NULL;
CREATE INDEX uploads_user_id_idx ON uploads (user_id);
