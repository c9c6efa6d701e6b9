import type { CreatorStats, Page, PageQuery } from '../../../domain/api';
import type {
  Composer,
  CreditSuggestion,
  CreditSuggestQuery,
  LikedComposer,
} from '../../../domain/profiles';
import type { Orm } from '../../db/database';
import { toComposer } from './mapper';
import {
  type CreatorStatsRow,
  findComposers,
  findCreatorStats,
  findCreditSuggestions,
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

/** The most a credit's suggestions list: a handful to choose from, never a directory to walk. */
export const CREDIT_SUGGESTIONS_MAX = 8;

/** GET /composers/suggest: creators to pick from while typing a credit. */
export async function suggestCredits(
  orm: Orm,
  query: CreditSuggestQuery,
): Promise<{ items: CreditSuggestion[] }> {
  const rows = await findCreditSuggestions(orm, query.name, CREDIT_SUGGESTIONS_MAX);
  return {
    items: rows.map((row) => ({
      ...toComposer(row),
      credit_name: row.creditName,
      songsCount: row.songsCount,
    })),
  };
}
