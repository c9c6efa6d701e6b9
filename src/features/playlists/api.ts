/**
 * The playlist calls, keys and query options. The home page's seasonal row and the playlist
 * route's loader import this module, so it travels with the first visit: reads go through fetch
 * (fetch-json.ts), and axios loads with the first change (lazy-http.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import type { Page, Playlist, SessionUser } from '../../../domain/api';
import type { PlaylistDetail, PlaylistUpdate } from '../../../domain/playlists';
import { hasRole } from '../../../domain/roles';
import { getJson } from '../../lib/fetch-json';
import { loadHttp } from '../../lib/lazy-http';
import { persistedQueryOptions } from '../../lib/persisted-query';
import { fetchPlaylist } from '../library-sync/api';
import { mayManagePlaylist } from './manage-rule';

/** GET /playlistsFromRepertoireByAdmin: the admin-curated seasonal playlists. */
export async function fetchSeasonalPlaylists(limit: number, offset = 0): Promise<Page<Playlist>> {
  return getJson<Page<Playlist>>('/playlistsFromRepertoireByAdmin', { limit, offset });
}

export type PlaylistsSource = 'mine' | 'repertoire';

export const playlistKeys = {
  all: ['playlists'] as const,
  seasonal: (limit: number, offset = 0) => ['playlists', 'seasonal', { limit, offset }] as const,
  editable: (userId: number) => ['playlists', 'editable', userId] as const,
  /** The playlist page and the add/remove screens: from the server, else from the device. */
  detail: (id: number) => ['playlists', 'detail', id] as const,
  /** The album editor: the server's own copy only. */
  editor: (id: number) => ['playlists', 'editor', id] as const,
  /** A person's playlists ('mine') or repertoire albums ('repertoire'). */
  owned: (source: PlaylistsSource, owner: number | null) => ['playlists', source, owner] as const,
  /** The songs a person may put in an album. */
  candidates: (userId: number | null) => ['playlists', 'candidates', userId] as const,
};

/** The home page's seasonal playlists row, kept for offline. */
export function seasonalPlaylistsQueryOptions(limit: number) {
  return persistedQueryOptions({
    queryKey: playlistKeys.seasonal(limit),
    cacheKey: `GET /playlistsFromRepertoireByAdmin?limit=${limit}&offset=0`,
    fetcher: async () => (await fetchSeasonalPlaylists(limit)).items,
  });
}

export async function putPlaylist(id: number, body: PlaylistUpdate): Promise<PlaylistDetail> {
  const { data } = await (await loadHttp()).put<PlaylistDetail>(`/playlists/${id}`, body);
  return data;
}

export async function deletePlaylistCall(id: number): Promise<void> {
  await (await loadHttp()).delete(`/playlists/${id}`);
}

/** GET /playlistsFromRepertoire: a creator's repertoire albums, private ones for the owner. */
export async function fetchRepertoirePlaylists(
  userId: number | undefined,
): Promise<Page<Playlist>> {
  return getJson<Page<Playlist>>('/playlistsFromRepertoire', { userId, limit: 100 });
}

export async function fetchPlaylistsOf(
  userId: number | undefined,
  limit = 100,
  offset = 0,
): Promise<Page<Playlist>> {
  return getJson<Page<Playlist>>('/playlists', { userId, limit, offset });
}

/**
 * Every playlist `user` may add songs to: all of their own (library
 * playlists and albums alike) and, for admins, the seasonal ones. Online only; the library's own
 * playlists are also in IndexedDB for offline use.
 */
export async function fetchEditablePlaylists(user: SessionUser): Promise<Playlist[]> {
  const [own, seasonal] = await Promise.all([
    fetchPlaylistsOf(user.credentials_id),
    hasRole(user.roles, 'admin') ? fetchSeasonalPlaylists(100) : null,
  ]);
  const all = [...own.items, ...(seasonal?.items ?? [])];
  const seen = new Set<number>();
  return all.filter((playlist) => {
    if (seen.has(playlist.playlist_id) || !mayManagePlaylist(user, playlist)) return false;
    seen.add(playlist.playlist_id);
    return true;
  });
}

export function editablePlaylistsQueryOptions(user: SessionUser | null) {
  return queryOptions({
    queryKey: playlistKeys.editable(user?.credentials_id ?? 0),
    queryFn: () => (user ? fetchEditablePlaylists(user) : []),
    staleTime: 60_000,
    retry: false,
  });
}

/** One playlist with its songs, the device's copy when the server cannot answer (load-playlist.ts). */
export function playlistQueryOptions(id: number) {
  return queryOptions({
    queryKey: playlistKeys.detail(id),
    // IndexedDB (Dexie) travels with the screens that open a playlist, not with the home page.
    queryFn: async () => (await import('./load-playlist')).loadPlaylistDetail(id),
    retry: false,
  });
}

export function playlistEditorQueryOptions(id: number) {
  return queryOptions({
    queryKey: playlistKeys.editor(id),
    queryFn: () => fetchPlaylist(id),
    retry: false,
  });
}

export function ownedPlaylistsQueryOptions(source: PlaylistsSource, owner: number | undefined) {
  return queryOptions({
    queryKey: playlistKeys.owned(source, owner ?? null),
    queryFn: () => (source === 'mine' ? fetchPlaylistsOf(owner) : fetchRepertoirePlaylists(owner)),
    retry: false,
  });
}

export function candidateSongsQueryOptions(user: SessionUser | null) {
  return queryOptions({
    queryKey: playlistKeys.candidates(user?.credentials_id ?? null),
    queryFn: async () => (await import('./candidates')).fetchCandidateSongs(user),
  });
}
