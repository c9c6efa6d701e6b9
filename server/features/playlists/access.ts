/**
 * Who may see and change a playlist (spec section 6, DECISIONS "Security" 4). Private playlists
 * are seen by their owner (and admins, as private songs are); a playlist is changed by its owner,
 * and the admin-curated ones (owned by an admin) by any admin. Listeners never change those.
 */
import { PLAYLIST_TEXTS } from '../../../domain/playlists';
import { HttpError } from '../../plugins/errors';
import { forbidden } from '../auth/guards';
import { isAdmin, type Viewer } from '../auth/viewer';
import type { PlaylistRow } from './repository';

export interface OwnedPlaylist {
  playlist: PlaylistRow;
  ownerIsAdmin: boolean;
}

export function canSeePlaylist(viewer: Viewer | null, { playlist }: OwnedPlaylist): boolean {
  return (
    playlist.public || (viewer !== null && (viewer.userId === playlist.userId || isAdmin(viewer)))
  );
}

export function canManagePlaylist(viewer: Viewer | null, owned: OwnedPlaylist): boolean {
  if (viewer === null) return false;
  if (viewer.userId === owned.playlist.userId) return true;
  return owned.ownerIsAdmin && isAdmin(viewer);
}

export function playlistNotFound(): HttpError {
  return new HttpError(404, PLAYLIST_TEXTS.notFound);
}

/** The playlist if the viewer may change it: 404 when they cannot see it, 403 when only that. */
export function assertCanManagePlaylist(
  viewer: Viewer,
  owned: OwnedPlaylist | null,
): OwnedPlaylist {
  if (!owned || !canSeePlaylist(viewer, owned)) throw playlistNotFound();
  if (!canManagePlaylist(viewer, owned)) {
    throw forbidden(owned.ownerIsAdmin ? PLAYLIST_TEXTS.onlyAdminsSeasonal : undefined);
  }
  return owned;
}
