-- Periodic work (the media sweep) done once per period however many server processes share the
-- database: a process runs it only if it moved last_run_at forward itself.
-- runs counts how many times it ran, for whoever wonders whether it runs at all.
CREATE TABLE scheduled_runs (
  name text PRIMARY KEY,
  last_run_at timestamptz NOT NULL,
  runs integer NOT NULL DEFAULT 1
);
