import type { Page, Playlist } from '../../../domain/api';
import type { Library, SongLibraryResult } from '../../../domain/library';
import type { PlaylistCreate, PlaylistDetail, PlaylistUpdate } from '../../../domain/playlists';
import { http } from '../../lib/http';

export async function fetchLibrary(userId: number): Promise<Library> {
  const { data } = await http.get<Library>(`/libraries/${userId}`);
  return data;
}

export async function postLike(songId: number): Promise<SongLibraryResult> {
  const { data } = await http.post<SongLibraryResult>('/song_libraries', { song_id: songId });
  return data;
}

export async function deleteLike(songId: number): Promise<SongLibraryResult> {
  const { data } = await http.delete<SongLibraryResult>('/song_libraries', {
    data: { song_id: songId },
  });
  return data;
}

export async function postPlaylist(body: PlaylistCreate): Promise<PlaylistDetail> {
  const { data } = await http.post<PlaylistDetail>('/playlists', body);
  return data;
}

export async function putPlaylist(id: number, body: PlaylistUpdate): Promise<PlaylistDetail> {
  const { data } = await http.put<PlaylistDetail>(`/playlists/${id}`, body);
  return data;
}

export async function deletePlaylistCall(id: number): Promise<void> {
  await http.delete(`/playlists/${id}`);
}

export async function fetchPlaylist(id: number): Promise<PlaylistDetail> {
  const { data } = await http.get<PlaylistDetail>(`/playlists/${id}`);
  return data;
}

export async function fetchPlaylistsOf(
  userId: number | undefined,
  limit = 100,
  offset = 0,
): Promise<Page<Playlist>> {
  const { data } = await http.get<Page<Playlist>>('/playlists', {
    params: { userId, limit, offset },
  });
  return data;
}

export async function postPlaylistSong(playlistId: number, songId: number): Promise<void> {
  await http.post('/song_playlists', { song_id: songId, playlist_id: playlistId });
}

export async function deletePlaylistSong(playlistId: number, songId: number): Promise<void> {
  await http.delete(`/song_playlists/${playlistId}/${songId}`);
}

export async function postPlaylistLibrary(playlistId: number): Promise<void> {
  await http.post('/playlist_libraries', { playlist_id: playlistId });
}

export async function deletePlaylistLibrary(playlistId: number): Promise<void> {
  await http.delete('/playlist_libraries', { data: { playlist_id: playlistId } });
}
