import type { CreatorStats, Page, PageQuery } from '../../../domain/api';
import type { Composer, LikedComposer } from '../../../domain/profiles';
import type { Orm } from '../../db/database';
import { toComposer } from './mapper';
import {
  type CreatorStatsRow,
  findComposers,
  findCreatorStats,
  findLikedComposers,
} from './repository';

function toStats(row: CreatorStatsRow): CreatorStats & LikedComposer {
  return { ...toComposer(row), totalLikes: row.totalLikes, songsCount: row.songsCount };
}

function pageOf<T>(items: T[], total: number, query: PageQuery): Page<T> {
  return { items, total, limit: query.limit, offset: query.offset };
}

/** Creator statistics: composers by total likes, then by number of songs (public songs only). */
export async function listCreatorStats(orm: Orm, query: PageQuery): Promise<Page<CreatorStats>> {
  const { rows, total } = await findCreatorStats(orm, query.limit, query.offset);
  return pageOf(rows.map(toStats), total, query);
}

/** Every composer (spec section 7 GET /composers), alphabetical by display name. */
export async function listComposers(orm: Orm, query: PageQuery): Promise<Page<Composer>> {
  const { rows, total } = await findComposers(orm, query.limit, query.offset);
  return pageOf(rows.map(toComposer), total, query);
}

/**
 * GET /composersLiked: the composers listeners have liked, i.e. whose public songs hold at least
 * one like, by total likes received, then number of public songs.
 */
export async function listLikedComposers(orm: Orm, query: PageQuery): Promise<Page<LikedComposer>> {
  const { rows, total } = await findLikedComposers(orm, query.limit, query.offset);
  return pageOf(rows.map(toStats), total, query);
}
