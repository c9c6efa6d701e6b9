import type { Page, Song, SongSort } from '../../../domain/api';
import type { Orm } from '../../db/database';
import type { Viewer } from '../auth/viewer';
import { toSong } from './mapper';
import { findSongs, publicSongs } from './repository';

export interface SongListQuery {
  sort: SongSort;
  limit: number;
  offset: number;
}

/**
 * The catalogue lists. Everyone sees public songs only here; private songs show in their owner's
 * repertoire (a later feature), which is why the viewer is already part of the signature.
 */
export async function listSongs(
  orm: Orm,
  query: SongListQuery,
  _viewer: Viewer | null,
): Promise<Page<Song>> {
  const { rows, total } = await findSongs(orm, publicSongs, query);
  return {
    items: rows.map(toSong),
    total,
    limit: query.limit,
    offset: query.sort === 'random' ? 0 : query.offset,
  };
}
