/**
 * Following creators (docs/product.md "Seguir y Novedades"): follow and unfollow (idempotent, so
 * a change queued offline can be replayed), the state a profile shows, the person's 'Siguiendo'
 * and 'Novedades' (songs and albums), and the creator's new followers for the bell.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Page, PageQuery, Playlist } from '../../../domain/api';
import { displayName } from '../../../domain/display-name';
import {
  FOLLOW_TEXTS,
  type FollowBody,
  type FollowedCreator,
  type FollowState,
  type NewFollowers,
  type Novedad,
  type NovedadesQuery,
} from '../../../domain/follows';
import { hasRole } from '../../../domain/roles';
import type { Orm } from '../../db/database';
import { playlists, profiles } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { requireRole, unauthorized } from '../auth/guards';
import type { Viewer } from '../auth/viewer';
import { toComposer } from '../creators/mapper';
import { toPlaylist } from '../playlists/mapper';
import { findPlaylistSummaries } from '../playlists/repository';
import { toListSong } from '../songs/mapper';
import { findSongsByIds, publicSongs } from '../songs/repository';
import {
  countNewFollowers,
  deleteFollow,
  findFollowed,
  findFollowTarget,
  findNovedadRefs,
  followersOf,
  insertFollow,
  isFollowing,
  type NovedadRef,
} from './repository';

function me(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthorized();
  return viewer;
}

const refused = (text: string) => new HttpError(400, text, [text]);

/** POST /follows: only an active creator other than oneself can be followed. */
export async function follow(orm: Orm, viewer: Viewer | null, body: FollowBody) {
  const person = me(viewer);
  const creatorId = Number(body.creator_id);
  if (creatorId === person.userId) throw refused(FOLLOW_TEXTS.self);
  const target = await findFollowTarget(orm, creatorId);
  if (!target) throw new HttpError(404, FOLLOW_TEXTS.notFound, [FOLLOW_TEXTS.notFound]);
  if (!hasRole(target.roles, 'composer')) throw refused(FOLLOW_TEXTS.notCreator);
  if (target.suspended) throw refused(FOLLOW_TEXTS.suspended);
  return orm.transaction(async (tx) => {
    await insertFollow(tx, person.userId, creatorId);
    return stateOf(tx, creatorId, true);
  });
}

/** DELETE /follows: afterwards the person does not follow the creator, however often sent. */
export async function unfollow(orm: Orm, viewer: Viewer | null, body: FollowBody) {
  const person = me(viewer);
  const creatorId = Number(body.creator_id);
  return orm.transaction(async (tx) => {
    await deleteFollow(tx, person.userId, creatorId);
    return stateOf(tx, creatorId, false);
  });
}

async function stateOf(orm: Orm, creatorId: number, following: boolean): Promise<FollowState> {
  return { creator_id: creatorId, following, followers: await followersOf(orm, creatorId) };
}

/** GET /follows/{id}: a visitor sees the count and follows nobody. */
export async function getFollowState(
  orm: Orm,
  viewer: Viewer | null,
  creatorId: number,
): Promise<FollowState> {
  const following = viewer ? await isFollowing(orm, viewer.userId, creatorId) : false;
  return stateOf(orm, creatorId, following);
}

/** GET /follows: 'Siguiendo', the most recently followed first. */
export async function listFollowed(
  orm: Orm,
  viewer: Viewer | null,
  query: PageQuery,
): Promise<Page<FollowedCreator>> {
  const person = me(viewer);
  const { rows, total } = await findFollowed(orm, person.userId, query.limit, query.offset);
  return {
    items: rows.map((row) => ({ ...toComposer(row), followed_at: row.followedAt.toISOString() })),
    total,
    limit: query.limit,
    offset: query.offset,
  };
}

/** The albums of a page of 'Novedades', with their songs' count and length and their creator. */
async function findNovedadAlbums(orm: Orm, ids: number[]) {
  if (ids.length === 0) return new Map<number, Playlist & { creator: string }>();
  const [{ rows }, owners] = await Promise.all([
    findPlaylistSummaries(orm, inArray(playlists.id, ids), ids.length, 0),
    orm
      .select({
        id: playlists.id,
        nickname: profiles.nickname,
        name: profiles.name,
        lastName: profiles.lastName,
      })
      .from(playlists)
      .leftJoin(profiles, eq(profiles.userId, playlists.userId))
      .where(inArray(playlists.id, ids)),
  ]);
  const creators = new Map(owners.map((owner) => [owner.id, displayName(owner)]));
  return new Map(
    rows.map((row) => [
      row.playlist.id,
      { ...toPlaylist(row), creator: creators.get(row.playlist.id) ?? displayName({}) },
    ]),
  );
}

/** GET /novedades: the followed creators' public songs and albums, newest first. */
export async function listNovedades(
  orm: Orm,
  viewer: Viewer | null,
  query: NovedadesQuery,
): Promise<Page<Novedad>> {
  const person = me(viewer);
  const found = await findNovedadRefs(orm, person.userId, query.limit, query.offset);
  const idsOf = (kind: NovedadRef['kind']) =>
    found.items.filter((item) => item.kind === kind).map((item) => item.id);
  const [songRows, albums] = await Promise.all([
    findSongsByIds(orm, publicSongs, idsOf('song')),
    findNovedadAlbums(orm, idsOf('album')),
  ]);
  const songsById = new Map(songRows.map((row) => [row.id, row]));
  return {
    items: found.items.flatMap(({ kind, id, publishedAt }): Novedad[] => {
      const published_at = publishedAt.toISOString();
      if (kind === 'album') {
        const album = albums.get(id);
        return album ? [{ kind, ...album, published_at }] : [];
      }
      const row = songsById.get(id);
      return row ? [{ kind, ...toListSong(row, person), published_at }] : [];
    }),
    total: found.total,
    limit: query.limit,
    offset: query.offset,
  };
}

/** GET /follows/new-followers: for a creator's bell, grouped into one notice. */
export async function getNewFollowers(
  orm: Orm,
  viewer: Viewer | null,
  after: string,
): Promise<NewFollowers> {
  const creator = requireRole(viewer, 'composer');
  const found = await countNewFollowers(orm, creator.userId, new Date(after));
  return { count: found.count, latest_at: found.latestAt?.toISOString() ?? null };
}
