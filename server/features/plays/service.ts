import type { PlayBody, PlayResult } from '../../../domain/plays';
import type { Orm } from '../../db/database';
import type { Viewer } from '../auth/viewer';
import { recordRecentListen } from '../recommendations/repository';
import { canSeeSong, songNotFound } from '../songs/access';
import { countEmbedSite, countHalf, countListen, playedAtOf } from '../studio/record';
import { addPlay, findPlayableSong, insertListen, markPastHalf, playsOf } from './repository';

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
    const playedAt = playedAtOf(body.played_at);
    const pastHalf = body.past_half === true;
    if (
      !(await insertListen(tx, { listenId: body.listen_id, songId: song.id, playedAt, pastHalf }))
    ) {
      // The same listen again: a replay counts nothing, but its word that it went past half does,
      // once.
      if (pastHalf) {
        const earlier = await markPastHalf(tx, body.listen_id, song.id);
        if (earlier) await countHalf(tx, song.id, earlier);
      }
      return { counted: false, plays: await playsOf(tx, song.id) };
    }
    await countListen(tx, {
      songId: song.id,
      ownerId: song.userId,
      listenerId: viewer?.userId ?? null,
      playedAt,
      source: body.source,
      pastHalf,
    });
    if (body.source === 'embed' && body.embed_host) {
      await countEmbedSite(tx, {
        songId: song.id,
        ownerId: song.userId,
        playedAt,
        host: body.embed_host,
      });
    }
    // A signed-in person's listen also feeds 'Para ti' (and keeps the song out of it a week).
    if (viewer) await recordRecentListen(tx, viewer.userId, song.id, playedAt);
    return { counted: true, plays: await addPlay(tx, song.id) };
  });
}
