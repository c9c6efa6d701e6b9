import type { Page, PageQuery, Playlist } from '../../../domain/api';
import type { PlaylistsFromRepertoireQuery } from '../../../domain/profiles';
import type { Orm } from '../../db/database';
import { unauthorized } from '../auth/guards';
import { isAdmin, type Viewer } from '../auth/viewer';
import { toPlaylist } from './mapper';
import { findPlaylistSummaries, repertoirePlaylistsOf, seasonalPlaylists } from './repository';

/** The admin-curated seasonal playlists shown on the home page. */
export async function listSeasonalPlaylists(orm: Orm, query: PageQuery): Promise<Page<Playlist>> {
  const { rows, total } = await findPlaylistSummaries(
    orm,
    seasonalPlaylists,
    query.limit,
    query.offset,
  );
  return { items: rows.map(toPlaylist), total, limit: query.limit, offset: query.offset };
}

/**
 * A person's repertoire playlists, newest first: private ones only for the owner and admins (as
 * their songs, spec section 6). Without userId, the signed-in person's own.
 */
export async function listRepertoirePlaylists(
  orm: Orm,
  query: PlaylistsFromRepertoireQuery,
  viewer: Viewer | null,
): Promise<Page<Playlist>> {
  const userId = query.userId ?? viewer?.userId;
  if (userId === undefined) throw unauthorized();
  const withPrivate = viewer !== null && (viewer.userId === userId || isAdmin(viewer));
  const { rows, total } = await findPlaylistSummaries(
    orm,
    repertoirePlaylistsOf(userId, withPrivate),
    query.limit,
    query.offset,
  );
  return { items: rows.map(toPlaylist), total, limit: query.limit, offset: query.offset };
}
