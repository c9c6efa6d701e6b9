import type { Page, PageQuery, Playlist } from '../../../domain/api';
import type { Orm } from '../../db/database';
import { toPlaylist } from './mapper';
import { findPlaylistSummaries, seasonalPlaylists } from './repository';

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
