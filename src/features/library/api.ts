import type { Library, SongLibraryResult } from '../../../domain/library';
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

export async function postPlaylistLibrary(playlistId: number): Promise<void> {
  await http.post('/playlist_libraries', { playlist_id: playlistId });
}

export async function deletePlaylistLibrary(playlistId: number): Promise<void> {
  await http.delete('/playlist_libraries', { data: { playlist_id: playlistId } });
}
