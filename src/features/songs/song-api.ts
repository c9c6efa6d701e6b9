/**
 * The song calls the upload, edit and detail screens make. Kept apart from api.ts, which the home
 * page loads on the first visit: these only travel with the screens that use them.
 */
import type { FullSong } from '../../../domain/api';
import type { SongCreateInput, SongDetail, SongUpdateInput } from '../../../domain/songs';
import type { AudioUpload, ImageUpload } from '../../../domain/uploads';
import { http } from '../../lib/http';

/** GET /songs/{id}: the song and which composers are registered creators. */
export async function fetchSongDetail(songId: number): Promise<SongDetail> {
  const { data } = await http.get<SongDetail>(`/songs/${songId}`);
  return data;
}

export async function createSong(body: SongCreateInput): Promise<FullSong> {
  const { data } = await http.post<FullSong>('/songs', body);
  return data;
}

export async function updateSong(songId: number, body: SongUpdateInput): Promise<FullSong> {
  const { data } = await http.put<FullSong>(`/songs/${songId}`, body);
  return data;
}

/** `reason`: an admin's, for removing someone else's song (its creator is told). */
export async function deleteSong(songId: number, reason?: string): Promise<void> {
  await http.delete(`/songs/${songId}`, { params: reason ? { reason } : undefined });
}

export interface StorageUploads {
  audios: AudioUpload;
  images: ImageUpload;
}

/**
 * POST /storage/{bucket} with the file in the multipart field `file`. `onProgress` gets the share
 * of the request body sent so far (0..1), as the browser reports it.
 */
export async function uploadToStorage<B extends keyof StorageUploads>(
  bucket: B,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<StorageUploads[B]> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await http.post<StorageUploads[B]>(`/storage/${bucket}`, form, {
    onUploadProgress: (event) => {
      const total = event.total ?? file.size;
      if (total > 0) onProgress(Math.min(1, event.loaded / total));
    },
  });
  onProgress(1);
  return data;
}
