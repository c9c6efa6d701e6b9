import type { PlayBody, PlayResult } from '../../../domain/plays';
import type { Orm } from '../../db/database';
import type { Viewer } from '../auth/viewer';
import { recordRecentListen } from '../recommendations/repository';
import { canSeeSong, songNotFound } from '../songs/access';
import { addPlay, findPlayableSong, insertListen, playsOf } from './repository';

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
    const song = await findPlayableSong(tx, body.song_id);
    if (!song || !canSeeSong(viewer, song)) throw songNotFound();
    if (!(await insertListen(tx, body.listen_id, song.id))) {
      return { counted: false, plays: await playsOf(tx, song.id) };
    }
    // A signed-in person's listen also feeds 'Para ti' (and keeps the song out of it a week).
    if (viewer) await recordRecentListen(tx, viewer.userId, song.id);
    return { counted: true, plays: await addPlay(tx, song.id) };
  });
}
