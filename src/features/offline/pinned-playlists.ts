/**
 * Pinned playlists follow their playlist. Pinning a playlist records it
 * (Dexie `pinnedPlaylists`) and pins its songs; on each sync (start, reconnect, the app coming
 * back to the screen, a change of one's own playlist sent) the device reads each pinned playlist
 * again: a song added since is downloaded and pinned, one removed since is let go (it becomes an
 * evictable copy), and a playlist that is gone or no longer visible is unpinned. No answer
 * changes nothing.
 */
import type { Song } from '../../../domain/api';
import type { PlaylistDetail } from '../../../domain/playlists';
import { statusOf } from '../../lib/api-errors';
import { isOnline } from '../../lib/connectivity';
import { db, type PinnedPlaylistEntry, type TamboraDb } from '../../lib/db';
import { getJson } from '../../lib/fetch-json';
import { type PinResult, pinSongs, unpinSongs } from './audio-cache';

/** GET /playlists/{id}: what a pinned playlist holds now, as the server lets this person see it. */
const fetchPlaylist = (id: number) => getJson<PlaylistDetail>(`/playlists/${id}`);

export type ReadPlaylist = (playlistId: number) => Promise<PlaylistDetail>;

const songsOf = (playlist: PlaylistDetail): Song[] =>
  playlist.Song_Playlists.map((link) => link.Song);

function entryFor(playlist: PlaylistDetail, pinnedAt: number): PinnedPlaylistEntry {
  return {
    playlist_id: playlist.playlist_id,
    name: playlist.name,
    cover: playlist.cover ?? null,
    songIds: songsOf(playlist).map((song) => song.song_id),
    pinnedAt,
  };
}

/** 'Disponible sin conexión' on a playlist: recorded first, so a sync meanwhile follows it. */
export async function pinPlaylist(
  playlist: PlaylistDetail,
  onProgress?: (loadedBytes: number, totalBytes: number) => void,
  database: TamboraDb = db,
): Promise<PinResult> {
  const existing = await database.pinnedPlaylists.get(playlist.playlist_id);
  await database.pinnedPlaylists.put(entryFor(playlist, existing?.pinnedAt ?? Date.now()));
  return pinSongs(songsOf(playlist), onProgress, database);
}

/** Songs another pinned playlist still holds stay pinned. */
async function heldElsewhere(playlistId: number, database: TamboraDb): Promise<Set<number>> {
  const others = await database.pinnedPlaylists
    .filter((entry) => entry.playlist_id !== playlistId)
    .toArray();
  return new Set(others.flatMap((entry) => entry.songIds));
}

async function letGo(songIds: readonly number[], playlistId: number, database: TamboraDb) {
  const held = await heldElsewhere(playlistId, database);
  const free = songIds.filter((id) => !held.has(id));
  const entries = await database.offlineSongs.bulkGet(free);
  await unpinSongs(
    entries.flatMap((entry) => (entry ? [entry.song] : [])),
    database,
  );
}

/** Pressed again: the playlist is no longer followed and its songs become evictable copies. */
export async function unpinPlaylist(playlistId: number, database: TamboraDb = db): Promise<void> {
  const entry = await database.pinnedPlaylists.get(playlistId);
  if (!entry) return;
  // Songs first: the playlist leaves Descargas once everything it held is let go.
  await letGo(entry.songIds, playlistId, database);
  await database.pinnedPlaylists.delete(playlistId);
}

/**
 * Brings one pinned playlist in step with what the server answered. Songs added since the last
 * follow are pinned (downloaded); songs removed since are let go. A song the person removed from
 * Descargas by hand was in the list already, so it is not fetched again.
 */
export async function followPlaylist(
  playlist: PlaylistDetail,
  database: TamboraDb = db,
): Promise<PinResult | null> {
  const entry = await database.pinnedPlaylists.get(playlist.playlist_id);
  if (!entry) return null;
  const before = new Set(entry.songIds);
  const songs = songsOf(playlist);
  const now = new Set(songs.map((song) => song.song_id));
  const added = songs.filter((song) => !before.has(song.song_id));
  const removed = entry.songIds.filter((id) => !now.has(id));
  // Unpinned meanwhile (the person pressed the button again): not brought back.
  const kept = await database.transaction('rw', database.pinnedPlaylists, async () => {
    if (!(await database.pinnedPlaylists.get(playlist.playlist_id))) return false;
    await database.pinnedPlaylists.put(entryFor(playlist, entry.pinnedAt));
    return true;
  });
  if (!kept) return null;
  if (removed.length > 0) await letGo(removed, playlist.playlist_id, database);
  if (added.length === 0) return { saved: 0, failed: [] };
  const result = await pinSongs(added, undefined, database);
  if (result.failed.length > 0) {
    // Not downloaded (the connection dropped): left out of the list so the next sync tries again.
    const failed = new Set(result.failed.map((song) => song.song_id));
    await database.pinnedPlaylists.update(playlist.playlist_id, {
      songIds: songs.map((song) => song.song_id).filter((id) => !failed.has(id)),
    });
  }
  return result;
}

let running: Promise<void> | null = null;
let lastRunAt = Number.NEGATIVE_INFINITY;
/** The app coming back to the screen reads the playlists again at most this often. */
const WAKE_UP_INTERVAL_MS = 60_000;

/**
 * Reads every pinned playlist again and follows it; one run at a time. `onlyIfDue` (the app
 * coming back to the screen) skips a run when the last one was under a minute ago.
 */
export function followPinnedPlaylists(
  options: { read?: ReadPlaylist; database?: TamboraDb; onlyIfDue?: boolean } = {},
): Promise<void> {
  const { read = fetchPlaylist, database = db, onlyIfDue = false } = options;
  if (onlyIfDue && Date.now() - lastRunAt < WAKE_UP_INTERVAL_MS)
    return running ?? Promise.resolve();
  running ??= followAll(read, database, undefined).finally(() => {
    running = null;
  });
  return running;
}

/** After one's own change to a playlist reached the server: follows it at once if pinned. */
export async function followIfPinned(
  playlistId: number,
  read: ReadPlaylist = fetchPlaylist,
  database: TamboraDb = db,
): Promise<void> {
  if (await database.pinnedPlaylists.get(playlistId)) {
    await followAll(read, database, playlistId);
  }
}

async function followAll(
  read: ReadPlaylist,
  database: TamboraDb,
  onlyId: number | undefined,
): Promise<void> {
  if (!isOnline()) return;
  lastRunAt = Date.now();
  const pinned = await database.pinnedPlaylists.toArray();
  for (const { playlist_id } of pinned) {
    if (onlyId !== undefined && playlist_id !== onlyId) continue;
    let playlist: PlaylistDetail;
    try {
      playlist = await read(playlist_id);
    } catch (error) {
      const status = statusOf(error);
      // Deleted, or private to someone else now: nothing left to follow.
      if (status === 404 || status === 403) await unpinPlaylist(playlist_id, database);
      continue;
    }
    await followPlaylist(playlist, database).catch(() => null);
  }
}

/** The playlist's saved songs, in its order: what Descargas plays for it. */
export async function savedSongsOf(
  entry: PinnedPlaylistEntry,
  database: TamboraDb = db,
): Promise<Song[]> {
  const saved = await database.offlineSongs.bulkGet(entry.songIds);
  return saved.flatMap((song) => (song ? [song.song] : []));
}
