import type { FollowState } from '../../../domain/follows';
import type { Library, SongLibraryResult } from '../../../domain/library';
import type { PlaylistCreate, PlaylistDetail } from '../../../domain/playlists';
import { getJson } from '../../lib/fetch-json';
import { loadHttp } from '../../lib/lazy-http';

// A visit to /Library reads the library at once (features/library-sync/sync.ts) and axios is needed only
// for a change: reads go through fetch.

/** One page of the library's changes after version `since` (0: the whole library). */
export async function fetchLibraryPage(userId: number, since: number): Promise<Library> {
  return getJson<Library>(`/libraries/${userId}`, { since });
}

/** What changed in the library since a version, every page of it read and folded together. */
export interface LibraryChanges {
  /** From nothing (since 0): the songs are the whole library. */
  fromScratch: boolean;
  version: number;
  liked: Library['Song_Libraries'];
  removedSongIds: number[];
  playlists: Library['Playlist_Libraries'];
}

/**
 * Reads page after page; a later word about a song replaces an earlier one. A library whose
 * version went back (a server restored from a backup) is read again from scratch.
 */
export async function fetchLibraryChanges(userId: number, since: number): Promise<LibraryChanges> {
  const changes = await readChangesSince(userId, since);
  return changes.version < since ? readChangesSince(userId, 0) : changes;
}

async function readChangesSince(userId: number, since: number): Promise<LibraryChanges> {
  const liked = new Map<number, Library['Song_Libraries'][number]>();
  const removed = new Set<number>();
  let version = since;
  let page: Library;
  do {
    page = await fetchLibraryPage(userId, version);
    for (const id of page.removed_song_ids) {
      liked.delete(id);
      removed.add(id);
    }
    for (const entry of page.Song_Libraries) {
      removed.delete(entry.song_id);
      liked.set(entry.song_id, entry);
    }
    // A server that does not move forward would loop forever: stop instead.
    if (page.version <= version && page.has_more) break;
    version = page.version;
  } while (page.has_more);
  return {
    fromScratch: since === 0,
    version,
    liked: [...liked.values()],
    removedSongIds: [...removed],
    playlists: page.Playlist_Libraries,
  };
}

export async function postLike(songId: number): Promise<SongLibraryResult> {
  const http = await loadHttp();
  const { data } = await http.post<SongLibraryResult>('/song_libraries', { song_id: songId });
  return data;
}

export async function deleteLike(songId: number): Promise<SongLibraryResult> {
  const http = await loadHttp();
  const { data } = await http.delete<SongLibraryResult>('/song_libraries', {
    data: { song_id: songId },
  });
  return data;
}

export async function postFollow(creatorId: number): Promise<FollowState> {
  const { data } = await (await loadHttp()).post<FollowState>('/follows', {
    creator_id: creatorId,
  });
  return data;
}

export async function deleteFollow(creatorId: number): Promise<FollowState> {
  const { data } = await (await loadHttp()).delete<FollowState>('/follows', {
    data: { creator_id: creatorId },
  });
  return data;
}

export async function postPlaylistLibrary(playlistId: number): Promise<void> {
  await (await loadHttp()).post('/playlist_libraries', { playlist_id: playlistId });
}

export async function deletePlaylistLibrary(playlistId: number): Promise<void> {
  await (await loadHttp()).delete('/playlist_libraries', { data: { playlist_id: playlistId } });
}

// Playlist calls the library's queue sends (playlists' own screens read them from here too).
export async function postPlaylist(body: PlaylistCreate): Promise<PlaylistDetail> {
  const { data } = await (await loadHttp()).post<PlaylistDetail>('/playlists', body);
  return data;
}

export async function fetchPlaylist(id: number): Promise<PlaylistDetail> {
  return getJson<PlaylistDetail>(`/playlists/${id}`);
}

export async function postPlaylistSong(playlistId: number, songId: number): Promise<void> {
  await (await loadHttp()).post('/song_playlists', { song_id: songId, playlist_id: playlistId });
}

export async function deletePlaylistSong(playlistId: number, songId: number): Promise<void> {
  await (await loadHttp()).delete(`/song_playlists/${playlistId}/${songId}`);
}
