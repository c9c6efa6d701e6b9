/** The key a browser sends with a playlist creation, so a replay of it finds the first playlist. */
import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { playlistClientKeys } from '../../db/schema';

export async function findPlaylistIdByClientKey(
  orm: Orm,
  userId: number,
  clientKey: string,
): Promise<number | null> {
  const [row] = await orm
    .select({ playlistId: playlistClientKeys.playlistId })
    .from(playlistClientKeys)
    .where(and(eq(playlistClientKeys.userId, userId), eq(playlistClientKeys.clientKey, clientKey)));
  return row?.playlistId ?? null;
}

/** True when the key was free and now names `playlistId`; false when a concurrent try took it. */
export async function rememberClientKey(
  tx: Orm,
  userId: number,
  clientKey: string,
  playlistId: number,
): Promise<boolean> {
  const rows = await tx
    .insert(playlistClientKeys)
    .values({ userId, clientKey, playlistId })
    .onConflictDoNothing()
    .returning({ playlistId: playlistClientKeys.playlistId });
  return rows.length === 1;
}
