/**
 * The profile calls (spec section 7): GET/PUT /users/{id}, GET /credentials/{id} for the email,
 * POST /storage/images for banner and avatar, and the repertoire lists. Profiles and lists are
 * network first and kept in IndexedDB, so a profile seen once opens offline.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Page, Playlist, Song } from '../../../domain/api';
import type { Profile, ProfileUpdate } from '../../../domain/auth';
import type { ImageUpload } from '../../../domain/uploads';
import { getJson } from '../../lib/fetch-json';
import { loadHttp } from '../../lib/lazy-http';
import { persistedQueryOptions } from '../../lib/persisted-query';

// Route loaders import this module, which therefore travels with the first visit: reads go through
// fetch, and axios loads with the first upload.

export async function fetchProfile(userId: number): Promise<Profile> {
  return getJson<Profile>(`/users/${userId}`);
}

export const profileKeys = {
  detail: (userId: number) => ['users', userId] as const,
  email: (userId: number) => ['credentials', userId] as const,
  repertoireSongs: (params: RepertoirePageParams) => ['repertoire', 'songs', params] as const,
  repertoirePlaylists: (params: RepertoirePageParams) =>
    ['repertoire', 'playlists', params] as const,
};

/**
 * A profile, kept for offline: the profile pages, the editors, the onboarding steps and the
 * avatar menu share this one query, so a new avatar shows everywhere at once.
 */
export function profileQueryOptions(userId: number) {
  return persistedQueryOptions({
    queryKey: profileKeys.detail(userId),
    cacheKey: profileCacheKey(userId),
    fetcher: () => fetchProfile(userId),
  });
}

export function profileCacheKey(userId: number): string {
  return `GET /users/${userId}`;
}

/** GET /credentials/{id}: the account's email, for the owner and admins only (DECISION). */
export async function fetchAccountEmail(userId: number): Promise<string> {
  const { email } = await getJson<{ email: string }>(`/credentials/${userId}`);
  return email;
}

export function accountEmailQueryOptions(userId: number) {
  return queryOptions({
    queryKey: profileKeys.email(userId),
    queryFn: () => fetchAccountEmail(userId),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** PUT /users/{id}: the whole profile merged with the form; the server answers the stored one. */
export async function updateProfile(userId: number, change: ProfileUpdate): Promise<Profile> {
  const { data } = await (await loadHttp()).put<Profile>(`/users/${userId}`, change);
  return data;
}

/** POST /storage/images with the file in `file` (checked by content on the server). */
export async function uploadImage(file: File): Promise<ImageUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await (await loadHttp()).post<ImageUpload>('/storage/images', form);
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
export function repertoireSongsQueryOptions(params: RepertoirePageParams) {
  return persistedQueryOptions({
    queryKey: profileKeys.repertoireSongs(params),
    cacheKey: `GET /songsFromRepertoire?${query(params)}`,
    fetcher: () => getJson<Page<Song>>('/songsFromRepertoire', { ...params }),
  });
}

/** GET /playlistsFromRepertoire: a person's repertoire playlists, private ones for the owner. */
export function repertoirePlaylistsQueryOptions(params: RepertoirePageParams) {
  return persistedQueryOptions({
    queryKey: profileKeys.repertoirePlaylists(params),
    cacheKey: `GET /playlistsFromRepertoire?${query(params)}`,
    fetcher: () => getJson<Page<Playlist>>('/playlistsFromRepertoire', { ...params }),
  });
}
