-- Rate-limit counters shared by every API process (ARCHITECTURE "Scale path": no in-memory
-- limiter state). One row per limited key and fixed window; keys are SHA-256 hashes, so the table
-- never holds an email address or an IP in clear.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL,
  CONSTRAINT rate_limit_hits_positive CHECK (hits >= 1)
);
CREATE INDEX rate_limit_hits_reset_at_idx ON rate_limit_hits (reset_at);

