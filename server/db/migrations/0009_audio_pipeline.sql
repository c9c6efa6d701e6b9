-- Audio pipeline: every song gets a streaming rendition (AAC in .m4a,
-- loudness-normalised), made off the request path by a job stored in the database.

-- The original stays in songs.audio, untouched; the rendition is a second file beside it.
ALTER TABLE songs
  ADD COLUMN audio_rendition text,
  ADD COLUMN audio_status text NOT NULL DEFAULT 'processing',
  -- Why the rendition could not be made, in Spanish, for the owner.
  ADD COLUMN audio_error text,
  -- Peaks of the rendition, 0..1, for the waveform seek bar.
  ADD COLUMN waveform real[],
  -- Integrated loudness of the original (EBU R128), measured by the first pass.
  ADD COLUMN loudness_lufs double precision,
  ADD CONSTRAINT songs_audio_status_known CHECK (audio_status IN ('processing', 'ready', 'failed')),
  ADD CONSTRAINT songs_rendition_when_ready CHECK (audio_status <> 'ready' OR audio_rendition IS NOT NULL);

-- Work done after the request that asked for it. Claimed with FOR UPDATE SKIP LOCKED, so with
-- several server processes on one PostgreSQL each job runs once; a running job holds a lease it
-- renews while it works, and a job whose lease ran out (its process died) is taken again.
CREATE TABLE jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  -- What the job is about (a song id for 'audio-rendition').
  subject_id bigint NOT NULL,
  status text NOT NULL DEFAULT 'queued',
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 3,
  run_after timestamptz NOT NULL DEFAULT now(),
  locked_by text,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT jobs_status_known CHECK (status IN ('queued', 'running', 'done', 'failed')),
  CONSTRAINT jobs_attempts_valid CHECK (attempts >= 0 AND max_attempts >= 1)
);
-- The worker's question: what may run now?
CREATE INDEX jobs_due_idx ON jobs (run_after, id) WHERE status = 'queued';
CREATE INDEX jobs_leases_idx ON jobs (locked_until) WHERE status = 'running';
-- One waiting job per subject is enough: asking again while one waits changes nothing.
CREATE UNIQUE INDEX jobs_one_waiting_idx ON jobs (kind, subject_id) WHERE status = 'queued';

-- Songs that exist already get their rendition too.
INSERT INTO jobs (kind, subject_id) SELECT 'audio-rendition', id FROM songs;
