-- Wrong codes are counted per email and per the network they came from, so a
-- stranger's guesses lock out the stranger's network, never the owner of the address.
ALTER TABLE code_failures ADD COLUMN network text NOT NULL DEFAULT '';
DROP INDEX code_failures_email_idx;
CREATE INDEX code_failures_email_network_idx ON code_failures (email, network, failed_at);
