-- Terms that really bind: who accepted which version of the terms of use, and
-- when. Publishing a song needs an acceptance of the version in force (domain/terms-texts.ts).
-- Nobody is marked as having accepted: the app never recorded it before, so everyone accepts the
-- current version before their next publication.
-- Runs on PostgreSQL 15 and on PGlite. Never edit once landed.
CREATE TABLE terms_acceptances (
  user_id integer NOT NULL REFERENCES credentials (id) ON DELETE CASCADE,
  version text NOT NULL,
  accepted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, version)
);
