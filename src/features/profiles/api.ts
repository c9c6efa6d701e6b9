/**
 * The profile calls (spec section 7): GET/PUT /users/{id}, GET /credentials/{id} for the email,
 * POST /storage/images for banner and avatar, and the repertoire lists. Profiles and lists are
 * network first and kept in IndexedDB, so a profile seen once opens offline.
 */
import type { Page, Playlist, Song } from '../../../domain/api';
import type { Profile, ProfileUpdate } from '../../../domain/auth';
import type { ImageUpload } from '../../../domain/uploads';
import { http } from '../../lib/http';
import type { PersistedQueryConfig } from '../../lib/persisted-query';
import { authKeys } from '../auth/api';

export async function fetchProfile(userId: number): Promise<Profile> {
  const { data } = await http.get<Profile>(`/users/${userId}`);
  return data;
}

/** The same query (and stored copy) as the avatar menu's: a new avatar shows there at once. */
export function profileQuery(userId: number): PersistedQueryConfig<Profile> {
  return {
    queryKey: authKeys.profile(userId),
    cacheKey: `GET /users/${userId}`,
    fetcher: () => fetchProfile(userId),
  };
}

/** GET /credentials/{id}: the account's email, for the owner and admins only (DECISION). */
export async function fetchAccountEmail(userId: number): Promise<string> {
  const { data } = await http.get<{ email: string }>(`/credentials/${userId}`);
  return data.email;
}

export const accountEmailKey = (userId: number) => ['credentials', userId] as const;

/** PUT /users/{id}: the whole profile merged with the form; the server answers the stored one. */
export async function updateProfile(userId: number, change: ProfileUpdate): Promise<Profile> {
  const { data } = await http.put<Profile>(`/users/${userId}`, change);
  return data;
}

/** POST /storage/images with the file in `file` (checked by content on the server). */
export async function uploadImage(file: File): Promise<ImageUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await http.post<ImageUpload>('/storage/images', form);
  return data;
}

export interface RepertoirePageParams {
  userId: number;
  limit: number;
  offset: number;
}

function query(params: RepertoirePageParams): string {
  return `userId=${params.userId}&limit=${params.limit}&offset=${params.offset}`;
}

/** GET /songsFromRepertoire: a person's songs, private ones only for the owner (and admins). */
export function repertoireSongsQuery(
  params: RepertoirePageParams,
): PersistedQueryConfig<Page<Song>> {
  return {
    queryKey: ['repertoire', 'songs', params],
    cacheKey: `GET /songsFromRepertoire?${query(params)}`,
    fetcher: async () => {
      const { data } = await http.get<Page<Song>>('/songsFromRepertoire', { params });
      return data;
    },
  };
}

/** GET /playlistsFromRepertoire: a person's repertoire playlists, private ones for the owner. */
export function repertoirePlaylistsQuery(
  params: RepertoirePageParams,
): PersistedQueryConfig<Page<Playlist>> {
  return {
    queryKey: ['repertoire', 'playlists', params],
    cacheKey: `GET /playlistsFromRepertoire?${query(params)}`,
    fetcher: async () => {
      const { data } = await http.get<Page<Playlist>>('/playlistsFromRepertoire', { params });
      return data;
    },
  };
}
