import type { Song } from '../../../domain/api';
import type { PlayerStateEntry, TamboraDb } from '../../lib/db';
import { appDb, existingAppDb } from '../../lib/lazy-db';
import { isRepeatMode } from './play-order';
import type { PlayerState, RestoredPlayer } from './player';

/** Reads the saved queue, if there is one worth showing (first visits find nothing). */
export async function readSavedPlayer(database?: TamboraDb): Promise<RestoredPlayer | null> {
  try {
    const saved = await (database ?? (await existingAppDb()))?.playerState.get('current');
    if (!saved || saved.songList.length === 0 || saved.currentSongId === null) return null;
    const index = saved.songList.findIndex((song) => song.song_id === saved.currentSongId);
    if (index < 0) return null;
    return {
      list: saved.songList,
      index,
      playlistId: saved.playlistId,
      hidden: saved.hidden,
      volume: saved.volume,
      muted: saved.muted ?? false,
      position: saved.positionSeconds,
      shuffle: saved.shuffle ?? false,
      unshuffled: saved.unshuffledList ?? null,
      repeat: isRepeatMode(saved.repeat) ? saved.repeat : 'all',
    };
  } catch {
    return null;
  }
}

export function toEntry(state: PlayerState): PlayerStateEntry {
  return {
    key: 'current',
    // Always restored paused: a reload must not start sound by itself.
    playing: false,
    currentSongId: state.current?.song_id ?? null,
    songList: state.list as Song[],
    playlistId: state.playlistId,
    hidden: state.hidden,
    volume: state.volume,
    muted: state.muted,
    positionSeconds: Math.floor(state.position * 10) / 10,
    shuffle: state.shuffle,
    unshuffledList: (state.unshuffled as Song[] | null) ?? null,
    repeat: state.repeat,
  };
}

export async function savePlayer(state: PlayerState, database?: TamboraDb): Promise<void> {
  try {
    // Nothing loaded (after a sign-out): nothing to restore, so nothing is kept (and a device
    // without the database has nothing to forget).
    if (state.current === null)
      await (database ?? (await existingAppDb()))?.playerState.delete('current');
    else await (database ?? (await appDb())).playerState.put(toEntry(state));
  } catch {
    // Private mode or a full disk: the player keeps working, only the restore is lost.
  }
}

/** Spec section 3 'recentlyPlayedSongs' with 'lastUpdateTime': one entry per song, newest wins. */
export async function recordRecentPlay(song: Song, database?: TamboraDb): Promise<void> {
  const now = Date.now();
  try {
    await (database ?? (await appDb())).recentlyPlayedSongs.put({
      song_id: song.song_id,
      song,
      playedAt: now,
      lastUpdateTime: now,
    });
  } catch {
    // Not critical.
  }
}

export async function readRecentPlays(limit: number, database?: TamboraDb): Promise<Song[]> {
  const db = database ?? (await existingAppDb());
  if (!db) return [];
  const entries = await db.recentlyPlayedSongs.orderBy('playedAt').reverse().limit(limit).toArray();
  return entries.map((entry) => entry.song);
}

/** Whether any song is kept for offline listening (first visits have none: nothing to refresh). */
export async function hasSavedSongs(database?: TamboraDb): Promise<boolean> {
  try {
    return ((await (database ?? (await existingAppDb()))?.offlineSongs.count()) ?? 0) > 0;
  } catch {
    return false;
  }
}
