import type { CreatorStats, Page, PageQuery } from '../../../domain/api';
import { displayName } from '../../../domain/display-name';
import type { Orm } from '../../db/database';
import { findCreatorStats } from './repository';

/** Creator statistics: composers by total likes, then by number of songs (public songs only). */
export async function listCreatorStats(orm: Orm, query: PageQuery): Promise<Page<CreatorStats>> {
  const { rows, total } = await findCreatorStats(orm, query.limit, query.offset);
  return {
    items: rows.map((row) => ({
      user_id: row.userId,
      credentials_id: row.userId,
      nickname: row.nickname,
      name: row.name,
      lastName: row.lastName,
      userImageUrl: row.userImageUrl,
      totalLikes: row.totalLikes,
      songsCount: row.songsCount,
      display_name: displayName(row),
    })),
    total,
    limit: query.limit,
    offset: query.offset,
  };
}
