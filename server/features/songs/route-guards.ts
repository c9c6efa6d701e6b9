/** The early guard of the routes that change a song, built on auth's `pathId`. */
import type { onRequestAsyncHookHandler } from 'fastify';
import type { Orm } from '../../db/database';
import { requireViewer } from '../auth/guards';
import { pathId } from '../auth/route-guards';
import { assertCanManage } from './access';
import { findSongById } from './repository';

/** Whoever may change the song the path's `param` names (401; 404 unseen; 403 not theirs). */
export function songManager(orm: Orm, param = 'id'): onRequestAsyncHookHandler {
  return async (request) => {
    const viewer = requireViewer(request);
    const songId = pathId(request, param);
    if (songId !== null) assertCanManage(viewer, await findSongById(orm, songId));
  };
}
