/**
 * The server's VAPID keys (docs/architecture.md "Push notices"): from VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY when set, else made at the first start and kept in push_keys, so every process
 * and every restart signs with the key the browsers subscribed with (a new key would silently
 * orphan every subscription).
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { Orm } from '../../db/database';
import { pushKeys } from '../../db/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export async function loadVapidKeys(orm: Orm, config: Pick<Config, 'vapid'>): Promise<VapidKeys> {
  if (config.vapid) return config.vapid;
  const made = webpush.generateVAPIDKeys();
  // Two processes starting at once both try; the first row wins and both read it.
  await orm
    .insert(pushKeys)
    .values({ id: 1, ...made })
    .onConflictDoNothing();
  const [row] = await orm
    .select({ publicKey: pushKeys.publicKey, privateKey: pushKeys.privateKey })
    .from(pushKeys)
    .where(eq(pushKeys.id, 1));
  return row;
}

/** The keys, read once per process on first use. */
export function vapidKeysOnce(orm: Orm, config: Pick<Config, 'vapid'>): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | null = null;
  return () => {
    keys ??= loadVapidKeys(orm, config).catch((error) => {
      keys = null;
      throw error;
    });
    return keys;
  };
}
