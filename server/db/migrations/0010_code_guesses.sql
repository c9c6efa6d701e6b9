-- Security hardening: the 4-digit codes can only be guessed so
-- often. Every wrong code for an email counts here, whatever the code, token or client address;
-- ten within 24 hours and that email's codes stop being checked until the oldest counts out.
CREATE TABLE code_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email citext NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX code_failures_email_idx ON code_failures (email, failed_at);
