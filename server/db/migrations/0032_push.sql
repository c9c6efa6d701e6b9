-- Push notifications (docs/product.md "Seguir y Novedades", Avisos en este dispositivo): the
-- server's VAPID keys, one subscription per device (its push endpoint) and the person signed in
-- there, and the fan-out of a new release to the followers' devices through the job queue.
-- Runs on PostgreSQL 15 and on PGlite. Never edit once landed.

-- The keys made at the first start when VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not set: one row,
-- so every process of the app signs with the same key the browsers subscribed with.
CREATE TABLE push_keys (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A device's subscription belongs to the session it was made in: signing out there (or any way a
-- session ends: a password change, a suspension) stops that device's notices, so the next person
-- on a shared phone gets none of the last one's.
CREATE TABLE push_subscriptions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES credentials (id) ON DELETE CASCADE,
  session_id integer NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- A person's devices (at most 10), and the fan-out's walk of one follower's devices.
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id, id);
CREATE INDEX push_subscriptions_session_idx ON push_subscriptions (session_id);

CREATE FUNCTION public.sessions_end_push() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM push_subscriptions WHERE session_id = NEW.id;
    RETURN NULL;
  END
  $$;
CREATE TRIGGER sessions_end_push
  AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (NEW.revoked_at IS NOT NULL AND OLD.revoked_at IS NULL)
  EXECUTE FUNCTION public.sessions_end_push();

-- Where the fan-out of a release stands: the followers' devices are walked in (follower, device)
-- order, and a fan-out taken again after a crash goes on after the last device it reached, never
-- twice. A song is announced once: made private and public again, it rises in 'Novedades' but
-- rings no phone.
CREATE TABLE push_fanouts (
  song_id integer PRIMARY KEY REFERENCES songs (id) ON DELETE CASCADE,
  after_follower_id integer NOT NULL DEFAULT 0,
  after_subscription_id integer NOT NULL DEFAULT 0,
  sent integer NOT NULL DEFAULT 0,
  finished_at timestamptz
);

-- The fan-out walks a creator's followers in id order, each one's devices after them.
CREATE INDEX follows_creator_follower_idx ON follows (creator_id, follower_id);

-- A song that comes out (published_at set: made public by its creator, or uploaded public) is
-- queued for the fan-out in the same transaction, when its creator has anyone following.
CREATE FUNCTION public.songs_queue_release_push() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF NEW.published_at IS NOT NULL
      AND (TG_OP = 'INSERT' OR NEW.published_at IS DISTINCT FROM OLD.published_at)
      AND EXISTS (SELECT 1 FROM follows WHERE creator_id = NEW.user_id) THEN
      INSERT INTO jobs (kind, subject_id) VALUES ('release_push', NEW.id)
      ON CONFLICT (kind, subject_id) WHERE status = 'queued' DO NOTHING;
    END IF;
    RETURN NULL;
  END
  $$;
CREATE TRIGGER songs_queue_release_push
  AFTER INSERT OR UPDATE OF visibility ON songs
  FOR EACH ROW EXECUTE FUNCTION public.songs_queue_release_push();
