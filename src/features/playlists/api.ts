import type { Page, Playlist } from '../../../domain/api';
import type { PlaylistCreate, PlaylistDetail, PlaylistUpdate } from '../../../domain/playlists';
import { getJson } from '../../lib/fetch-json';

/** GET /playlistsFromRepertoireByAdmin: the admin-curated seasonal playlists. */
export async function fetchSeasonalPlaylists(limit: number, offset = 0): Promise<Page<Playlist>> {
  return getJson<Page<Playlist>>('/playlistsFromRepertoireByAdmin', { limit, offset });
}

/**
 * axios (about 22 KB) is loaded by the first call that reads or changes a playlist, not with this
 * module: the home page's seasonal row imports it, and a first visit must not pay for axios.
 */
const http = () => import('../../lib/http').then((module) => module.http);

export const playlistKeys = {
  all: ['playlists'] as const,
  seasonal: (limit: number, offset = 0) => ['playlists', 'seasonal', { limit, offset }] as const,
  editable: (userId: number) => ['playlists', 'editable', userId] as const,
};

export async function postPlaylist(body: PlaylistCreate): Promise<PlaylistDetail> {
  const { data } = await (await http()).post<PlaylistDetail>('/playlists', body);
  return data;
}

export async function putPlaylist(id: number, body: PlaylistUpdate): Promise<PlaylistDetail> {
  const { data } = await (await http()).put<PlaylistDetail>(`/playlists/${id}`, body);
  return data;
}

export async function deletePlaylistCall(id: number): Promise<void> {
  await (await http()).delete(`/playlists/${id}`);
}

export async function fetchPlaylist(id: number): Promise<PlaylistDetail> {
  const { data } = await (await http()).get<PlaylistDetail>(`/playlists/${id}`);
  return data;
}

export async function fetchPlaylistsOf(
  userId: number | undefined,
  limit = 100,
  offset = 0,
): Promise<Page<Playlist>> {
  const { data } = await (await http()).get<Page<Playlist>>('/playlists', {
    params: { userId, limit, offset },
  });
  return data;
}

export async function postPlaylistSong(playlistId: number, songId: number): Promise<void> {
  await (await http()).post('/song_playlists', { song_id: songId, playlist_id: playlistId });
}

export async function deletePlaylistSong(playlistId: number, songId: number): Promise<void> {
  await (await http()).delete(`/song_playlists/${playlistId}/${songId}`);
}
