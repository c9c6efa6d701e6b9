/** The early guards of the routes that change a playlist, by path or by body. */
import type { onRequestAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import type { Orm } from '../../db/database';
import { requireViewer } from '../auth/guards';
import { bodyId, pathId } from '../auth/route-guards';
import { assertCanManagePlaylist } from './access';
import { findOwnedPlaylist } from './repository';

/** Whoever may change the playlist a path `param` names (401; 404 unseen; 403 not theirs). */
export function playlistManager(orm: Orm, param = 'id'): onRequestAsyncHookHandler {
  return async (request) => {
    const viewer = requireViewer(request);
    const playlistId = pathId(request, param);
    if (playlistId !== null)
      assertCanManagePlaylist(viewer, await findOwnedPlaylist(orm, playlistId));
  };
}

/** The same, for the playlist a body `field` names: the body is parsed, not yet validated. */
export function bodyPlaylistManager(orm: Orm, field: string): preValidationAsyncHookHandler {
  return async (request) => {
    const viewer = requireViewer(request);
    const playlistId = bodyId(request, field);
    if (playlistId !== null)
      assertCanManagePlaylist(viewer, await findOwnedPlaylist(orm, playlistId));
  };
}
