-- An upload on its way counts against its person's quotas before its bytes land.
-- The room it may fill is reserved when it starts and given back when it is recorded or fails; a
-- reservation a crashed process left behind stops counting when it expires.
CREATE TABLE upload_reservations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES credentials (id) ON DELETE CASCADE,
  bytes bigint NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX upload_reservations_user_idx ON upload_reservations (user_id, expires_at);
