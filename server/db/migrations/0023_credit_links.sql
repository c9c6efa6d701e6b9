-- Credits that link to the right person. A composer name used to link to the
-- first account with that name, oldest first; now the uploader's own name links to the uploader,
-- a name the creator picked from the suggestions links to that profile, and any other name only
-- on a unique match (songs/composer-links.ts).
-- Runs on PostgreSQL 15 and on PGlite. Never edit once landed.

-- The profile a creator picked for a name while typing the credit, by the name's folded key, so a
-- pick survives reordering the composers. Only a profile whose name is that name can be picked.
CREATE TABLE song_credit_picks (
  song_id integer NOT NULL REFERENCES songs (id) ON DELETE CASCADE,
  name_key text NOT NULL,
  user_id integer NOT NULL REFERENCES credentials (id) ON DELETE CASCADE,
  PRIMARY KEY (song_id, name_key)
);
CREATE INDEX song_credit_picks_user_idx ON song_credit_picks (user_id);

-- Suggestions while typing a credit look names up by prefix: the folded names' indexes of 0016
-- become pattern indexes, which serve both the exact match and the prefix range (~>=~ / ~<~).
DROP INDEX profiles_nickname_key_idx;
DROP INDEX profiles_full_name_key_idx;
CREATE INDEX profiles_nickname_key_idx ON profiles (public.f_name_key(nickname) text_pattern_ops);
CREATE INDEX profiles_full_name_key_idx
  ON profiles (public.f_full_name_key(name, last_name) text_pattern_ops);
