/**
 * The search queries. Every list is ordered by something an index provides (songs by likes, as
 * songs_likes_idx), so for a broad term the database walks that index and stops once the page is
 * full, while for a rare term it takes the few matches from the trigram index; totals are counted
 * only up to SEARCH_LIMITS.totalCap matches for the same reason.
 */
import { and, arrayContains, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { SEARCH_LIMITS } from '../../../domain/search-terms';
import { type Orm, rowsOf } from '../../db/database';
import { credentials, playlists, profiles, songs } from '../../db/schema';
import type { SongRow } from '../songs/mapper';
import { CREATOR_SEARCH_TEXT, matchesTerm, PLAYLIST_SEARCH_TEXT } from './match';

export interface Counted {
  total: number;
  capped: boolean;
}

/** Rows matching `where` in `table`, counted up to the cap (one more tells whether it was hit). */
async function countCapped(orm: Orm, from: SQL, where: SQL): Promise<Counted> {
  const cap = SEARCH_LIMITS.totalCap;
  const result = await orm.execute(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${cap + 1}) AS matched`,
  );
  const [{ n }] = rowsOf<{ n: number | string }>(result);
  const total = Number(n);
  return total > cap ? { total: cap, capped: true } : { total, capped: false };
}

export interface SongMatches extends Counted {
  rows: SongRow[];
}

/** One page of the songs matching `where` (visibility included by the caller), most liked first. */
export async function findMatchingSongs(
  orm: Orm,
  where: SQL,
  limit: number,
  offset: number,
): Promise<SongMatches> {
  const rows = await orm
    .select()
    .from(songs)
    .where(where)
    .orderBy(desc(songs.likes), desc(songs.id))
    .limit(limit)
    .offset(offset);
  return { rows, ...(await countCapped(orm, sql`${songs}`, where)) };
}

export interface SongSuggestionRow {
  id: number;
  title: string;
  composers: string[];
}

export async function findSongSuggestions(
  orm: Orm,
  where: SQL,
  limit: number,
): Promise<SongSuggestionRow[]> {
  return orm
    .select({ id: songs.id, title: songs.title, composers: songs.composers })
    .from(songs)
    .where(where)
    .orderBy(desc(songs.likes), desc(songs.id))
    .limit(limit);
}

export interface CreatorMatchRow {
  userId: number;
  nickname: string | null;
  name: string | null;
  lastName: string | null;
  userImageUrl: string | null;
}

export interface CreatorStatsMatchRow extends CreatorMatchRow {
  totalLikes: number;
  songsCount: number;
}

const isComposer = arrayContains(credentials.roles, ['composer']);

function creatorsMatching(term: string): SQL {
  return and(isComposer, matchesTerm(CREATOR_SEARCH_TEXT, term)) as SQL;
}

/** Alphabetical by display name (domain/display-name), without accents, as GET /composers. */
const displayNameOrder = sql`public.f_unaccent(lower(coalesce(
  nullif(btrim(${profiles.nickname}), ''),
  nullif(concat_ws(' ', nullif(btrim(${profiles.name}), ''), nullif(btrim(${profiles.lastName}), '')), ''),
  'Desconocido'
)))`;

const creatorColumns = {
  userId: credentials.id,
  nickname: profiles.nickname,
  name: profiles.name,
  lastName: profiles.lastName,
  userImageUrl: profiles.userImageUrl,
};

async function findCreatorPage(
  orm: Orm,
  term: string,
  limit: number,
  offset: number,
): Promise<CreatorMatchRow[]> {
  return orm
    .select(creatorColumns)
    .from(credentials)
    .innerJoin(profiles, eq(profiles.userId, credentials.id))
    .where(creatorsMatching(term))
    .orderBy(displayNameOrder, credentials.id)
    .limit(limit)
    .offset(offset);
}

export interface CreatorMatches extends Counted {
  rows: CreatorStatsMatchRow[];
}

/**
 * Composers whose nickname or name matches, alphabetical, with the likes and number of their
 * public songs (as /creator_statistics counts them), computed for the page only.
 */
export async function findMatchingCreators(
  orm: Orm,
  term: string,
  limit: number,
  offset: number,
): Promise<CreatorMatches> {
  const page = await findCreatorPage(orm, term, limit, offset);
  const counted = await countCapped(
    orm,
    sql`${credentials} INNER JOIN ${profiles} ON ${profiles.userId} = ${credentials.id}`,
    creatorsMatching(term),
  );
  if (page.length === 0) return { rows: [], ...counted };
  const ids = page.map((row) => row.userId);
  const stats = await orm
    .select({
      userId: songs.userId,
      totalLikes: sql<number>`coalesce(sum(${songs.likes}), 0)::int`.mapWith(Number),
      songsCount: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(songs)
    .where(and(eq(songs.visibility, true), inArray(songs.userId, ids)))
    .groupBy(songs.userId);
  const byUser = new Map(stats.map((row) => [row.userId, row]));
  const rows = page.map((row) => ({
    ...row,
    totalLikes: byUser.get(row.userId)?.totalLikes ?? 0,
    songsCount: byUser.get(row.userId)?.songsCount ?? 0,
  }));
  return { rows, ...counted };
}

export async function findCreatorSuggestions(
  orm: Orm,
  term: string,
  limit: number,
): Promise<CreatorMatchRow[]> {
  return findCreatorPage(orm, term, limit, 0);
}

/** Playlists a viewer may find: public ones, and their own. */
export function findablePlaylists(viewerId: number | null): SQL {
  const open = eq(playlists.public, true);
  return viewerId === null ? open : ((or(open, eq(playlists.userId, viewerId)) ?? open) as SQL);
}

export function playlistsMatching(term: string): SQL {
  return matchesTerm(PLAYLIST_SEARCH_TEXT, term);
}
