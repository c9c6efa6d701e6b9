import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { SongSort } from '../../../domain/api';
import { type Orm, rowsOf } from '../../db/database';
import { credentials, ownerSongCounts, songDayCounts, songs } from '../../db/schema';
import { type SongListRow, type SongRow, songListColumns } from './mapper';

/** Spec section 9: "Recently uploaded: created within the last 3 days". */
export const RECENT_DAYS = 3;

export interface SongListOptions {
  sort: SongSort;
  limit: number;
  offset: number;
}

export type NewSong = typeof songs.$inferInsert;

export const publicSongs: SQL = eq(songs.visibility, true);
export const allSongs: SQL = sql`true`;

/** Public songs plus the person's own private ones. */
export function publicOrOwnedBy(userId: number): SQL {
  return or(publicSongs, eq(songs.userId, userId)) ?? publicSongs;
}

/**
 * A list's songs and how many there are. The number comes from owner_song_counts (kept by
 * triggers, migration 0016): a sum over the owners or one owner's row, never a count(*) over
 * the songs, which at a million songs cost more than the page itself.
 */
export interface SongScope {
  where: SQL;
  total: SQL;
  /** The scope's count in song_day_counts, where one is kept: its newest pages jump by day. */
  perDay?: typeof songDayCounts.songs | typeof songDayCounts.publicSongs;
}

const counts = ownerSongCounts;
const sumOverOwners = (column: typeof counts.songs | typeof counts.publicSongs) =>
  sql`(SELECT coalesce(sum(${column}), 0) FROM ${counts})`;
const ownRow = (value: SQL, userId: number) =>
  sql`coalesce((SELECT ${value} FROM ${counts} WHERE ${counts.userId} = ${userId}), 0)`;

export const publicCatalogue: SongScope = {
  where: publicSongs,
  total: sumOverOwners(counts.publicSongs),
  perDay: songDayCounts.publicSongs,
};

export const wholeCatalogue: SongScope = {
  where: allSongs,
  total: sumOverOwners(counts.songs),
  perDay: songDayCounts.songs,
};

/** The catalogue as a signed-in person sees it: public songs and their own private ones. */
export function catalogueWithOwnOf(userId: number): SongScope {
  return {
    where: publicOrOwnedBy(userId),
    total: sql`${sumOverOwners(counts.publicSongs)} + ${ownRow(sql`${counts.songs} - ${counts.publicSongs}`, userId)}`,
  };
}

/** One person's songs: all of them, or only the public ones (what others see). */
export function repertoireOf(userId: number, withPrivate: boolean): SongScope {
  const owned = eq(songs.userId, userId);
  return withPrivate
    ? { where: owned, total: ownRow(sql`${counts.songs}`, userId) }
    : {
        where: and(owned, publicSongs) ?? owned,
        total: ownRow(sql`${counts.publicSongs}`, userId),
      };
}

/**
 * A random sample of `limit` songs without sorting the table: the songs whose sample keys follow
 * a fresh random number, in key order, wrapping to the lowest keys when the end comes first.
 * Keys are drawn independently per song, so the songs beside each other in key order are as
 * random as any draw; two index range reads, whatever the catalogue's size.
 */
async function randomSample(orm: Orm, where: SQL, limit: number): Promise<SongListRow[]> {
  const from = Math.random();
  const inKeyOrder = (range: SQL, count: number) =>
    orm
      .select(songListColumns)
      .from(songs)
      .where(and(where, range))
      .orderBy(asc(songs.sampleKey))
      .limit(count);
  const after = await inKeyOrder(gte(songs.sampleKey, from), limit);
  if (after.length === limit) return after;
  return [...after, ...(await inKeyOrder(lt(songs.sampleKey, from), limit - after.length))];
}

/** One page of songs in `scope`, in the order `sort` asks for, with the scope's total. */
export async function findSongs(
  orm: Orm,
  scope: SongScope,
  { sort, limit, offset }: SongListOptions,
): Promise<{ rows: SongListRow[]; total: number }> {
  if (sort === 'recent') {
    // Bounded by the last days' uploads (songs_created_at_idx), so counted as it is.
    const where =
      and(scope.where, gte(songs.createdAt, sql`now() - make_interval(days => ${RECENT_DAYS})`)) ??
      scope.where;
    const rows = await orm
      .select(songListColumns)
      .from(songs)
      .where(where)
      .orderBy(desc(songs.createdAt), desc(songs.id))
      .limit(limit)
      .offset(offset);
    const [{ total }] = await orm.select({ total: count() }).from(songs).where(where);
    return { rows, total };
  }
  const [{ total }] = rowsOf<{ total: number }>(
    await orm.execute(sql`SELECT (${scope.total})::int AS total`),
  );
  if (sort === 'newest') return { rows: await newestPage(orm, scope, total, limit, offset), total };
  const rows =
    sort === 'random'
      ? // A fresh sample each call: paging through it has no meaning, so offset is not used.
        await randomSample(orm, scope.where, limit)
      : await orm
          .select(songListColumns)
          .from(songs)
          .where(scope.where)
          .orderBy(desc(songs.likes), desc(songs.createdAt), desc(songs.id))
          .limit(limit)
          .offset(offset);
  return { rows, total };
}

/**
 * A page of the newest songs at any depth (the admin's list jumps to any page). OFFSET walks every
 * entry before the page (a page in the middle of a million songs: half a million index entries),
 * so where the scope's songs are counted per day, the page's day comes from the running sum of
 * those counts and the walk starts at that day's end: a day's songs at most. Other scopes (one
 * person's songs, or the public ones and one's own) walk from the nearer end of
 * songs_created_at_idx. Either way ids alone are read (an index-only scan), then the page's rows
 * by primary key.
 */
async function newestPage(
  orm: Orm,
  scope: SongScope,
  total: number,
  limit: number,
  offset: number,
): Promise<SongListRow[]> {
  if (offset >= total) return [];
  const wanted = scope.perDay
    ? await newestIdsByDay(orm, scope.where, scope.perDay, limit, offset)
    : await newestIdsFromNearerEnd(orm, scope.where, total, limit, offset);
  const rows = await findSongsByIds(orm, scope.where, wanted);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/** One statement, so the day's count and the songs walked are of the same moment. */
async function newestIdsByDay(
  orm: Orm,
  where: SQL,
  perDay: NonNullable<SongScope['perDay']>,
  limit: number,
  offset: number,
): Promise<number[]> {
  const day = songDayCounts.dayStart;
  const rows = rowsOf<{ id: number }>(
    await orm.execute(sql`
      WITH page_day AS (
        SELECT day_start, before FROM (
          SELECT ${day} AS day_start, ${perDay} AS n,
            sum(${perDay}) OVER (ORDER BY ${day} DESC) - ${perDay} AS before
          FROM ${songDayCounts}
        ) AS running
        WHERE before + n > ${offset}
        ORDER BY day_start DESC
        LIMIT 1
      )
      SELECT ${songs.id} AS id FROM ${songs}
      WHERE ${where} AND ${songs.createdAt} < (SELECT day_start + interval '1 day' FROM page_day)
      ORDER BY ${songs.createdAt} DESC, ${songs.id} DESC
      LIMIT ${limit} OFFSET (SELECT ${offset} - before FROM page_day)`),
  );
  return rows.map((row) => Number(row.id));
}

async function newestIdsFromNearerEnd(
  orm: Orm,
  where: SQL,
  total: number,
  limit: number,
  offset: number,
): Promise<number[]> {
  const fromEnd = offset + limit / 2 > total / 2;
  const order = fromEnd
    ? [asc(songs.createdAt), asc(songs.id)]
    : [desc(songs.createdAt), desc(songs.id)];
  const ids = await orm
    .select({ id: songs.id })
    .from(songs)
    .where(where)
    .orderBy(...order)
    .limit(fromEnd ? Math.min(limit, total - offset) : limit)
    .offset(fromEnd ? Math.max(0, total - offset - limit) : offset);
  return (fromEnd ? ids.reverse() : ids).map((row) => row.id);
}

/** The songs among `ids` that match `scope` (by primary key: at most a few hundred). */
export async function findSongsByIds(orm: Orm, scope: SQL, ids: number[]): Promise<SongListRow[]> {
  if (ids.length === 0) return [];
  return orm
    .select(songListColumns)
    .from(songs)
    .where(and(scope, inArray(songs.id, ids)));
}

export async function findSongById(orm: Orm, id: number): Promise<SongRow | null> {
  const [row] = await orm.select().from(songs).where(eq(songs.id, id));
  return row ?? null;
}

/** The song, locked until the transaction ends (edits and deletes of one song take turns). */
export async function lockSongById(tx: Orm, id: number): Promise<SongRow | null> {
  const [row] = await tx.select().from(songs).where(eq(songs.id, id)).for('update');
  return row ?? null;
}

export async function insertSong(tx: Orm, values: NewSong): Promise<SongRow> {
  const [row] = await tx.insert(songs).values(values).returning();
  return row;
}

export async function updateSongRow(
  tx: Orm,
  id: number,
  values: Partial<NewSong>,
): Promise<SongRow> {
  const [row] = await tx
    .update(songs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(songs.id, id))
    .returning();
  return row;
}

/** Deletes the song; playlist and library links go by ON DELETE CASCADE (likes with them). */
export async function deleteSongRow(tx: Orm, id: number): Promise<void> {
  await tx.delete(songs).where(eq(songs.id, id));
}

/** The first song sets has_uploaded_song (spec section 4); later ones change nothing. */
export async function markHasUploadedSong(tx: Orm, userId: number): Promise<void> {
  await tx
    .update(credentials)
    .set({ hasUploadedSong: true })
    .where(and(eq(credentials.id, userId), eq(credentials.hasUploadedSong, false)));
}

/** The owner's song whose audio has this SHA-256, newest first; null if none. */
export async function findOwnSongWithAudio(
  orm: Orm,
  userId: number,
  sha256: string,
): Promise<{ song_id: number; title: string } | null> {
  const [row] = await orm
    .select({ song_id: songs.id, title: songs.title })
    .from(songs)
    .where(and(eq(songs.userId, userId), eq(songs.audioSha256, sha256)))
    .orderBy(desc(songs.id))
    .limit(1);
  return row ?? null;
}
