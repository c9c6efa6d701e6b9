/**
 * What the Subsonic API reads (docs/architecture.md "Subsonic API"): creators as artists, their
 * public albums (repertoire playlists that hold a song the person may hear) and songs, each with
 * what a player shows beside it (the creator's name, the album, when the person starred it). Every
 * read keeps the app's visibility rule: a private song is there only for its owner and admins.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { rowsOf } from '../../db/database';
import { isAdmin, type Viewer } from '../auth/viewer';

/** Ids as one integer[] parameter (a JS array in a template would become a list of parameters). */
export function idArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::integer[]`;
}

/** The songs of alias `t` this person may hear (songs/access.ts, in SQL over an alias). */
export function audibleAs(alias: string, viewer: Viewer): SQL {
  const t = sql.raw(alias);
  if (isAdmin(viewer)) return sql`true`;
  return sql`(${t}.visibility OR ${t}.user_id = ${viewer.userId})`;
}

/**
 * A public album of alias `p` that holds at least one song this person may hear. The kept count of
 * public songs (0036) answers for nearly every album. Only for someone who may hear an album
 * without one (`silent`: see hearsSilentAlbums) is such an album looked into, with a scalar
 * subquery (under OR, the planner would hash an EXISTS over every playlist's songs).
 */
export function albumAs(alias: string, viewer: Viewer, silent: boolean): SQL {
  const p = sql.raw(alias);
  const listed = sql`${p}.is_from_repertoire AND ${p}.public`;
  if (!silent) return sql`${listed} AND ${p}.public_songs > 0`;
  return sql`${listed} AND (${p}.public_songs > 0 OR (
    SELECT true FROM playlist_songs aps JOIN songs t ON t.id = aps.song_id AND ${audibleAs('t', viewer)}
    WHERE aps.playlist_id = ${p}.id LIMIT 1) IS NOT NULL)`;
}

/**
 * Whether this person may hear an album that holds no public song: an admin may; anyone else only
 * through a private song of their own in it. Most people have none, and their album lists walk
 * the index of albums with a public song alone (`playlists_album_heard_name_idx`): a deep page by
 * offset, how players sync every album, skips the empty ones without reading them.
 */
export async function hearsSilentAlbums(orm: Orm, viewer: Viewer): Promise<boolean> {
  if (isAdmin(viewer)) return true;
  const result = await orm.execute(sql`
    SELECT EXISTS (
      SELECT 1 FROM songs s
      JOIN playlist_songs ps ON ps.song_id = s.id
      JOIN playlists p ON p.id = ps.playlist_id
      WHERE s.user_id = ${viewer.userId} AND NOT s.visibility
        AND p.is_from_repertoire AND p.public AND p.public_songs = 0) AS silent`);
  return rowsOf<{ silent: boolean }>(result)[0]?.silent === true;
}

export interface SongRow {
  id: number;
  title: string;
  gender: string;
  cover_thumb: string | null;
  cover: string | null;
  audio: string;
  audio_rendition: string | null;
  audio_light: string | null;
  audio_status: string;
  duration_seconds: number;
  plays: number;
  user_id: number;
  created_at: string | Date;
  letter: string | null;
  creator_name: string;
  album_id: number | null;
  album_name: string | null;
  starred: string | Date | null;
}

/** The display name of the profile of alias `pr` (domain/display-name.ts, in SQL). */
const DISPLAY_NAME = sql.raw(`coalesce(nullif(btrim(pr.nickname), ''),
  nullif(btrim(concat_ws(' ', nullif(btrim(pr.name), ''), nullif(btrim(pr.last_name), ''))), ''),
  'Desconocido')`);

interface ListOptions {
  where?: SQL;
  order?: SQL;
  limit: number;
  offset?: number;
  from?: SQL;
}

/**
 * A page's ids first, in order, from the indexes alone; then what a player shows of those few.
 * Computed in one statement, each skipped row of a deep page paid for its album and counts too
 * (an alphabetical page 100 of albums took 236 ms at L).
 */
async function pageIds(orm: Orm, id: string, from: SQL, where: SQL, options: ListOptions) {
  const result = await orm.execute(sql`
    SELECT ${sql.raw(id)} AS id FROM ${from}
    WHERE ${where} AND ${options.where ?? sql`true`}
    ORDER BY ${options.order ?? sql.raw(id)}
    LIMIT ${options.limit} OFFSET ${options.offset ?? 0}`);
  return rowsOf<{ id: number }>(result).map((row) => row.id);
}

function inPageOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Songs as a player lists them, `where` and `order` over alias `s` (and `pr`, the profile). */
export async function findSongs(
  orm: Orm,
  viewer: Viewer,
  options: ListOptions,
): Promise<SongRow[]> {
  const from = sql`${options.from ?? sql`songs s`} LEFT JOIN profiles pr ON pr.user_id = s.user_id`;
  const ids = await pageIds(orm, 's.id', from, audibleAs('s', viewer), options);
  if (ids.length === 0) return [];
  const result = await orm.execute(sql`
    SELECT s.id, s.title, s.gender, s.cover_thumb, s.cover, s.audio, s.audio_rendition,
      s.audio_light, s.audio_status, s.duration_seconds, s.plays, s.user_id, s.created_at, s.letter,
      ${DISPLAY_NAME} AS creator_name, al.id AS album_id, al.name AS album_name,
      (SELECT ls.added_at FROM library_songs ls JOIN libraries l ON l.id = ls.library_id
        WHERE l.user_id = ${viewer.userId} AND ls.song_id = s.id) AS starred
    FROM songs s
    LEFT JOIN profiles pr ON pr.user_id = s.user_id
    LEFT JOIN LATERAL (
      SELECT p.id, p.name FROM playlist_songs ps JOIN playlists p ON p.id = ps.playlist_id
      WHERE ps.song_id = s.id AND p.user_id = s.user_id AND p.is_from_repertoire AND p.public
      ORDER BY p.id LIMIT 1) al ON true
    WHERE s.id = ANY(${idArray(ids)})`);
  return inPageOrder(ids, rowsOf<SongRow>(result));
}

export interface AlbumRow {
  id: number;
  name: string;
  user_id: number;
  cover: string | null;
  creator_name: string;
  created: string | Date;
  song_count: number;
  duration: number;
  plays: number;
  starred: string | Date | null;
}

/** Albums as a player lists them, `where` and `order` over alias `p` (and `pr`, the profile). */
export async function findAlbums(
  orm: Orm,
  viewer: Viewer,
  options: ListOptions,
): Promise<AlbumRow[]> {
  const from = sql`${options.from ?? sql`playlists p`} LEFT JOIN profiles pr ON pr.user_id = p.user_id`;
  const silent = await hearsSilentAlbums(orm, viewer);
  // Album rows are few and read all the time, so in memory: priced as random reads of a disk
  // (random_page_cost 4), a deep page by offset sorted every album (42 ms at L) rather than walk
  // playlists_album_heard_name_idx (10 ms).
  const ids = await orm.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL random_page_cost = 1.1`);
    return pageIds(tx, 'p.id', from, albumAs('p', viewer, silent), options);
  });
  if (ids.length === 0) return [];
  const result = await orm.execute(sql`
    SELECT p.id, p.name, p.user_id, coalesce(p.cover_thumb, p.cover) AS cover,
      ${DISPLAY_NAME} AS creator_name, coalesce(p.published_at, p.created_at) AS created,
      c.song_count, c.duration, c.plays,
      (SELECT lp.added_at FROM library_playlists lp JOIN libraries l ON l.id = lp.library_id
        WHERE l.user_id = ${viewer.userId} AND lp.playlist_id = p.id) AS starred
    FROM playlists p
    LEFT JOIN profiles pr ON pr.user_id = p.user_id
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS song_count, coalesce(sum(t.duration_seconds), 0)::int AS duration,
        coalesce(sum(t.plays), 0)::int AS plays
      FROM playlist_songs ps JOIN songs t ON t.id = ps.song_id AND ${audibleAs('t', viewer)}
      WHERE ps.playlist_id = p.id) c
    WHERE p.id = ANY(${idArray(ids)})`);
  return inPageOrder(ids, rowsOf<AlbumRow>(result));
}

export interface ArtistRow {
  user_id: number;
  name: string;
  sort_name: string | null;
  image: string | null;
  albums: number;
}

/** Creators with a song the person may hear, alphabetical (the app's sort name), `where` over `o`. */
export async function findArtists(
  orm: Orm,
  viewer: Viewer,
  options: { where?: SQL; limit: number },
): Promise<ArtistRow[]> {
  const result = await orm.execute(sql`
    SELECT o.user_id, ${DISPLAY_NAME} AS name, pr.sort_name, pr.user_image_url AS image,
      (SELECT count(*)::int FROM playlists p
        WHERE p.user_id = o.user_id AND p.is_from_repertoire AND p.public) AS albums
    FROM owner_song_counts o
    LEFT JOIN profiles pr ON pr.user_id = o.user_id
    WHERE (o.public_songs > 0 OR (o.songs > 0 AND (o.user_id = ${viewer.userId} OR ${isAdmin(viewer)})))
      AND ${options.where ?? sql`true`}
    ORDER BY coalesce(pr.sort_name, 'desconocido'), o.user_id
    LIMIT ${options.limit}`);
  return rowsOf<ArtistRow>(result);
}
