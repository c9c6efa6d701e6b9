/** The listens (`plays`) and the count each song keeps of them. */
import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { plays, songs } from '../../db/schema';

/** The song as the visibility rule needs it, or null. */
export async function findPlayableSong(orm: Orm, songId: number) {
  const [song] = await orm
    .select({ id: songs.id, userId: songs.userId, visibility: songs.visibility })
    .from(songs)
    .where(eq(songs.id, songId));
  return song ?? null;
}

/** Stores the listen once; false when its id was stored already (a replay). */
export async function insertListen(
  orm: Orm,
  listen: { listenId: string; songId: number; playedAt: Date; pastHalf: boolean },
): Promise<boolean> {
  const inserted = await orm
    .insert(plays)
    .values(listen)
    .onConflictDoNothing()
    .returning({ songId: plays.songId });
  return inserted.length > 0;
}

/**
 * Marks a stored listen of this song as gone past half; when it was not yet, returns when it was
 * played (its day gets the half), else null.
 */
export async function markPastHalf(
  orm: Orm,
  listenId: string,
  songId: number,
): Promise<Date | null> {
  const [updated] = await orm
    .update(plays)
    .set({ pastHalf: true })
    .where(and(eq(plays.listenId, listenId), eq(plays.songId, songId), eq(plays.pastHalf, false)))
    .returning({ playedAt: plays.playedAt });
  return updated?.playedAt ?? null;
}

export async function addPlay(orm: Orm, songId: number): Promise<number> {
  const [updated] = await orm
    .update(songs)
    .set({ plays: sql`${songs.plays} + 1` })
    .where(eq(songs.id, songId))
    .returning({ plays: songs.plays });
  return updated.plays;
}

export async function playsOf(orm: Orm, songId: number): Promise<number> {
  const [current] = await orm
    .select({ plays: songs.plays })
    .from(songs)
    .where(eq(songs.id, songId));
  return current.plays;
}
