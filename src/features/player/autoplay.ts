/**
 * What 'Reproducción automática' plays when a queue ends. Online: the server's
 * songs like the last ones played (GET /recommendations/like). Offline, or when the server cannot
 * be reached: only songs saved on the device, those like the last one first, so nothing is
 * queued that could not play. Loaded when a queue first ends.
 */
import type { Song } from '../../../domain/api';
import { AUTOPLAY_BATCH, AUTOPLAY_SEEDS, type SongsLike } from '../../../domain/recommendations';
import { SONG_LOOKUP_MAX } from '../../../domain/songs';
import { isOnline } from '../../lib/connectivity';
import { getJson } from '../../lib/fetch-json';
import { existingAppDb } from '../../lib/lazy-db';
import { isUnreachable } from '../../lib/persisted-query';
import { isAutoplayOn } from './autoplay-setting';

/** Saved songs not in the queue: the last song's genre, then its creator, then most recent. */
export async function savedSongsToContinue(
  lastPlayed: readonly Song[],
  queued: readonly Song[],
): Promise<Song[]> {
  const inQueue = new Set(queued.map((song) => song.song_id));
  const last = lastPlayed.at(-1);
  const saved = ((await (await existingAppDb())?.offlineSongs.toArray()) ?? [])
    .filter((entry) => !inQueue.has(entry.song_id))
    .sort((a, b) => b.lastPlayedAt - a.lastPlayedAt)
    .map((entry) => entry.song);
  const closeness = (song: Song) =>
    (song.gender === last?.gender ? 2 : 0) + (song.user_id === last?.user_id ? 1 : 0);
  return saved
    .map((song, order) => ({ song, order, close: closeness(song) }))
    .sort((a, b) => b.close - a.close || a.order - b.order)
    .slice(0, AUTOPLAY_BATCH)
    .map(({ song }) => song);
}

export async function songsToContinue(
  lastPlayed: readonly Song[],
  queued: readonly Song[],
): Promise<Song[]> {
  if (!isAutoplayOn() || lastPlayed.length === 0) return [];
  if (isOnline()) {
    try {
      const answer = await getJson<SongsLike>('/recommendations/like', {
        songs: lastPlayed
          .slice(-AUTOPLAY_SEEDS)
          .map((song) => song.song_id)
          .join(','),
        exclude: queued
          .slice(-SONG_LOOKUP_MAX)
          .map((song) => song.song_id)
          .join(','),
      });
      return answer.items;
    } catch (error) {
      if (!isUnreachable(error)) return [];
    }
  }
  return savedSongsToContinue(lastPlayed, queued);
}
