import { and, count, desc, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { SongSort } from '../../../domain/api';
import type { Orm } from '../../db/database';
import { credentials, songs } from '../../db/schema';
import type { SongRow } from './mapper';

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

export function ownedBy(userId: number): SQL {
  return eq(songs.userId, userId);
}

/** What others see of a person's repertoire: their public songs. */
export function publicOwnedBy(userId: number): SQL {
  return and(eq(songs.userId, userId), publicSongs) ?? publicSongs;
}

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

/** The songs among `ids` that match `scope` (by primary key: at most a few hundred). */
export async function findSongsByIds(orm: Orm, scope: SQL, ids: number[]): Promise<SongRow[]> {
  if (ids.length === 0) return [];
  return orm
    .select()
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
