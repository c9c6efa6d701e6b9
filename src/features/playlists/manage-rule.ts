/**
 * Which playlists a person may change, as the browser guesses it (spec section 6; the server's
 * rule is server/features/playlists/access.ts and decides): their own, and for admins the
 * admin-curated seasonal ones (public repertoire playlists). Offered in menus and editors only.
 */
import type { Playlist, SessionUser } from '../../../domain/api';
import { hasRole } from '../../../domain/roles';

type PlaylistOwnership = Pick<Playlist, 'user_id' | 'public' | 'isFromRepertoire'>;

export function mayManagePlaylist(user: SessionUser | null, playlist: PlaylistOwnership): boolean {
  if (!user) return false;
  if (user.credentials_id === playlist.user_id) return true;
  return hasRole(user.roles, 'admin') && playlist.public && playlist.isFromRepertoire;
}

/** Albums (repertoire playlists) and library playlists have their own editor addresses (spec 2). */
export function playlistEditPath(playlist: Pick<Playlist, 'playlist_id' | 'isFromRepertoire'>) {
  return playlist.isFromRepertoire
    ? `/EditPlaylistRepertoire/${playlist.playlist_id}`
    : `/EditPlaylistLibrary/${playlist.playlist_id}`;
}
