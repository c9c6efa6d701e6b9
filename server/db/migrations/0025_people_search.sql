-- The admin's people search: by email (a trigram index on the lower-cased
-- address; names already have profiles_search_text_idx of 0006) and by role (a GIN index on the
-- roles array, so a rare role like 'admin' is not found by walking every account).
-- Runs on PostgreSQL 15 and on PGlite. Never edit once landed.
CREATE INDEX credentials_email_trgm_idx ON credentials USING gin (lower(email::text) gin_trgm_ops);
CREATE INDEX credentials_roles_idx ON credentials USING gin (roles);
