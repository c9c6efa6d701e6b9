// Apart from ./api.ts: that one is in every first visit and must not bring axios along.
import { useQuery } from '@tanstack/react-query';
import type { Playlist, SessionUser } from '../../../domain/api';
import { hasRole } from '../../../domain/roles';
import { useSessionUser } from '../auth/session-store';
import { fetchPlaylistsOf, fetchSeasonalPlaylists, playlistKeys } from './api';
import { mayManagePlaylist } from './manage-rule';

/**
 * Every playlist `user` may add songs to (issue "Finish the spec" 2): all of their own (library
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

/** The signed-in person's editable playlists once `enabled` (and online); [] until then. */
export function useEditablePlaylists(enabled = true): Playlist[] {
  const user = useSessionUser();
  const query = useQuery({
    queryKey: playlistKeys.editable(user?.credentials_id ?? 0),
    queryFn: () => (user ? fetchEditablePlaylists(user) : []),
    enabled: enabled && user !== null,
    staleTime: 60_000,
    retry: false,
  });
  return query.data ?? [];
}
