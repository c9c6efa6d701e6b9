import { eq, sql } from 'drizzle-orm';
import type { PlayBody, PlayResult } from '../../../domain/plays';
import type { Orm } from '../../db/database';
import { plays, songs } from '../../db/schema';
import type { Viewer } from '../auth/viewer';
import { canSeeSong, songNotFound } from '../songs/access';

/**
 * POST /plays: counts one listen of a song the caller may see. The listen id is the key: the
 * first time it adds one to the song, a replay answers the same total and counts nothing.
 * Inserting the listen and adding to the song happen in one transaction, so the total always
 * equals the rows.
 */
export async function recordPlay(
  orm: Orm,
  viewer: Viewer | null,
  body: PlayBody,
): Promise<PlayResult> {
  return orm.transaction(async (tx) => {
    const [song] = await tx
      .select({ id: songs.id, userId: songs.userId, visibility: songs.visibility })
      .from(songs)
      .where(eq(songs.id, body.song_id));
    if (!song || !canSeeSong(viewer, song)) throw songNotFound();
    const inserted = await tx
      .insert(plays)
      .values({ listenId: body.listen_id, songId: song.id })
      .onConflictDoNothing()
      .returning({ songId: plays.songId });
    if (inserted.length === 0) {
      const [current] = await tx
        .select({ plays: songs.plays })
        .from(songs)
        .where(eq(songs.id, song.id));
      return { counted: false, plays: current.plays };
    }
    const [updated] = await tx
      .update(songs)
      .set({ plays: sql`${songs.plays} + 1` })
      .where(eq(songs.id, song.id))
      .returning({ plays: songs.plays });
    return { counted: true, plays: updated.plays };
  });
}
