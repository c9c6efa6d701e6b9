/**
 * One playlist with its songs: from the server when it answers, else from IndexedDB (offline, or a
 * playlist made offline that the server does not know yet): the library's mirror first, then the
 * copy kept of every playlist opened recently, so a playlist seen once online opens on the bus too.
 */
import type { Playlist } from '../../../domain/api';
import type { PlaylistDetail } from '../../../domain/playlists';
import { isNetworkError } from '../../lib/api-errors';
import { isOnline } from '../../lib/connectivity';
import { db, type TamboraDb } from '../../lib/db';
import { fetchPlaylist } from '../library-sync/api';
import { mirroredPlaylist, resolvePlaylistId } from '../library-sync/mirror';

async function fromMirror(database: TamboraDb, id: number): Promise<PlaylistDetail | null> {
  const entry = await mirroredPlaylist(database, id);
  if (!entry) return null;
  const songs = entry.songs ?? [];
  return {
    ...entry.playlist,
    songsCount: songs.length,
    totalDurationSeconds: songs.reduce((sum, song) => sum + song.duration_seconds, 0),
    Song_Playlists: songs.map((song, position) => ({
      song_id: song.song_id,
      playlist_id: entry.playlist_id,
      position,
      Song: song,
    })),
  };
}

/** The copy stored when the playlist was last opened online (its songs included). */
async function fromRecentlyViewed(database: TamboraDb, id: number): Promise<PlaylistDetail | null> {
  const entry = await database.recentlyViewedPlaylists.get(id);
  const playlist = entry?.playlist;
  return playlist && isPlaylistDetail(playlist) ? playlist : null;
}

function isPlaylistDetail(playlist: Playlist): playlist is PlaylistDetail {
  return Array.isArray((playlist as Partial<PlaylistDetail>).Song_Playlists);
}

async function fromDevice(database: TamboraDb, id: number): Promise<PlaylistDetail | null> {
  return (await fromMirror(database, id)) ?? (await fromRecentlyViewed(database, id));
}

export async function loadPlaylistDetail(
  requested: number,
  database: TamboraDb = db,
): Promise<PlaylistDetail> {
  const id = await resolvePlaylistId(database, requested);
  if (id < 0 || !isOnline()) {
    const local = await fromDevice(database, id);
    if (local) return local;
  }
  try {
    const detail = await fetchPlaylist(id);
    await database.recentlyViewedPlaylists.put({
      playlist_id: detail.playlist_id,
      playlist: detail,
      viewedAt: Date.now(),
    });
    return detail;
  } catch (error) {
    if (isNetworkError(error)) {
      const local = await fromDevice(database, id);
      if (local) return local;
    }
    throw error;
  }
}
