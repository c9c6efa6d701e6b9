import { and, count, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { SongSort } from '../../../domain/api';
import type { Orm } from '../../db/database';
import { songs } from '../../db/schema';
import type { SongRow } from './mapper';

/** Spec section 9: "Recently uploaded: created within the last 3 days". */
export const RECENT_DAYS = 3;

export interface SongListOptions {
  sort: SongSort;
  limit: number;
  offset: number;
}

export const publicSongs: SQL = eq(songs.visibility, true);

/** One page of songs matching `scope`, in the order `sort` asks for, with the matching total. */
export async function findSongs(
  orm: Orm,
  scope: SQL,
  { sort, limit, offset }: SongListOptions,
): Promise<{ rows: SongRow[]; total: number }> {
  const where =
    sort === 'recent'
      ? and(scope, gte(songs.createdAt, sql`now() - make_interval(days => ${RECENT_DAYS})`))
      : scope;

  const base = orm.select().from(songs).where(where).limit(limit);
  const rows = await (sort === 'top'
    ? base.orderBy(desc(songs.likes), desc(songs.createdAt), desc(songs.id)).offset(offset)
    : sort === 'random'
      ? // A fresh sample each call: paging through it has no meaning, so offset is not used.
        base.orderBy(sql`random()`)
      : base.orderBy(desc(songs.createdAt), desc(songs.id)).offset(offset));

  const [{ total }] = await orm.select({ total: count() }).from(songs).where(where);
  return { rows, total };
}
