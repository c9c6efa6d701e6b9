/**
 * Push subscriptions (migration 0032): one per device endpoint, owned by the person and the session
 * it was made in; the fan-out's walk of a creator's followers' devices and where it stands.
 */
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { MAX_PUSH_DEVICES } from '../../../domain/push';
import { type Orm, rowsOf } from '../../db/database';
import { credentials, pushSubscriptions } from '../../db/schema';

export interface NewSubscription {
  userId: number;
  sessionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Keeps the device's subscription for this person and session (a device subscribed again, or by
 * the next person on a shared phone, is taken over). 'full' when the person already has the most
 * devices allowed.
 */
export async function saveSubscription(
  orm: Orm,
  subscription: NewSubscription,
): Promise<'saved' | 'full'> {
  return orm.transaction(async (tx) => {
    // One person's subscribes one after another, so two devices at once cannot pass the limit.
    await tx.execute(
      sql`SELECT 1 FROM ${credentials} WHERE id = ${subscription.userId} FOR UPDATE`,
    );
    // A device whose session ended can never hear again (the walk skips it): it makes room.
    await tx.execute(sql`
      DELETE FROM push_subscriptions ps USING sessions s
      WHERE ps.user_id = ${subscription.userId} AND s.id = ps.session_id
        AND (s.revoked_at IS NOT NULL OR s.expires_at <= now())`);
    const [{ others }] = await tx
      .select({ others: count() })
      .from(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, subscription.userId),
          ne(pushSubscriptions.endpoint, subscription.endpoint),
        ),
      );
    if (others >= MAX_PUSH_DEVICES) return 'full';
    await tx
      .insert(pushSubscriptions)
      .values(subscription)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: subscription.userId,
          sessionId: subscription.sessionId,
          p256dh: subscription.p256dh,
          auth: subscription.auth,
          createdAt: sql`now()`,
        },
      });
    return 'saved';
  });
}

/** The person's device stops receiving notices (turned off there). */
export async function removeSubscription(
  orm: Orm,
  userId: number,
  endpoint: string,
): Promise<void> {
  await orm
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The push service says the subscription is gone (404, 410). */
export async function dropSubscription(orm: Orm, id: number): Promise<void> {
  await orm.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function countSubscriptions(orm: Orm, userId: number): Promise<number> {
  const [{ devices }] = await orm
    .select({ devices: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return devices;
}

/** A device to notify, and where the walk stands after it. */
export interface DeviceRow {
  id: number;
  followerId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface FanoutCursor {
  afterFollowerId: number;
  afterSubscriptionId: number;
}

/**
 * The next devices of the creator's followers after the cursor, in (follower, device) order: a walk
 * of follows_creator_follower_idx and each follower's devices, never every subscription. Devices of
 * sessions that ended are left out (their rows go when the session is revoked; expiry is read here).
 */
export async function nextDevices(
  orm: Orm,
  creatorId: number,
  cursor: FanoutCursor,
  limit: number,
): Promise<DeviceRow[]> {
  const rows = rowsOf<{
    id: number;
    follower_id: number;
    endpoint: string;
    p256dh: string;
    auth: string;
  }>(
    await orm.execute(sql`
      SELECT ps.id, f.follower_id, ps.endpoint, ps.p256dh, ps.auth
      FROM follows f
      JOIN push_subscriptions ps ON ps.user_id = f.follower_id
      JOIN sessions s ON s.id = ps.session_id AND s.revoked_at IS NULL AND s.expires_at > now()
      WHERE f.creator_id = ${creatorId}
        -- The first half lets the walk start in follows_creator_follower_idx where it stopped,
        -- rather than from a creator's first follower at every step.
        AND f.follower_id >= ${cursor.afterFollowerId}
        AND (f.follower_id, ps.id) > (${cursor.afterFollowerId}, ${cursor.afterSubscriptionId})
      ORDER BY f.follower_id, ps.id
      LIMIT ${limit}`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    followerId: Number(row.follower_id),
    endpoint: row.endpoint,
    p256dh: row.p256dh,
    auth: row.auth,
  }));
}

/** Where the fan-out of the song stands; started now if it never was. Null: already finished. */
export async function startFanout(orm: Orm, songId: number): Promise<FanoutCursor | null> {
  await orm.execute(
    sql`INSERT INTO push_fanouts (song_id) VALUES (${songId}) ON CONFLICT DO NOTHING`,
  );
  const [row] = rowsOf<{
    after_follower_id: number;
    after_subscription_id: number;
    finished_at: string | null;
  }>(
    await orm.execute(sql`
      SELECT after_follower_id, after_subscription_id, finished_at FROM push_fanouts
      WHERE song_id = ${songId}`),
  );
  if (!row || row.finished_at !== null) return null;
  return {
    afterFollowerId: Number(row.after_follower_id),
    afterSubscriptionId: Number(row.after_subscription_id),
  };
}

export async function advanceFanout(
  orm: Orm,
  songId: number,
  cursor: FanoutCursor,
  sent: number,
): Promise<void> {
  await orm.execute(sql`
    UPDATE push_fanouts SET after_follower_id = ${cursor.afterFollowerId},
      after_subscription_id = ${cursor.afterSubscriptionId}, sent = sent + ${sent}
    WHERE song_id = ${songId}`);
}

export async function finishFanout(orm: Orm, songId: number): Promise<void> {
  await orm.execute(sql`UPDATE push_fanouts SET finished_at = now() WHERE song_id = ${songId}`);
}
