/**
 * 'Para ti': each person's list is made ahead of time by the refresher
 * (refresher.ts) when their likes change or a day has passed, so their request only reads it.
 */
import { displayName } from '../../../domain/display-name';
import {
  AUTOPLAY_BATCH,
  becauseText,
  FOR_YOU_SIZE,
  type ForYou,
  type Reason,
  type SongsLike,
  type SongsLikeQuery,
} from '../../../domain/recommendations';
import type { Orm } from '../../db/database';
import type { Viewer } from '../auth/viewer';
import { toListSong } from '../songs/mapper';
import { findSongsByIds, publicSongs } from '../songs/repository';
import {
  type Candidate,
  findCandidatesFor,
  findCandidatesLike,
  findNames,
  findStale,
  findState,
  lockStale,
  markStale,
  readRecommendations,
  type Signals,
  storeRecommendations,
} from './repository';

/** A list older than this is made again at the person's next request. */
export const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;
/** At most this many songs of one creator, so one name does not fill the list. */
const PER_CREATOR = 3;
/** How much the creator's and the genre's shares weigh against songs liked together (repository). */
const CREATOR_WEIGHT = 0.5;
const GENRE_WEIGHT = 0.3;

/** The strongest of the candidate's three reasons. */
function reasonOf(candidate: Candidate, names: Map<number, string>): Reason {
  const creator = CREATOR_WEIGHT * candidate.creatorShare;
  const genre = GENRE_WEIGHT * candidate.genreShare;
  if (candidate.seedTitle && candidate.together >= creator && candidate.together >= genre) {
    return { kind: 'song', title: candidate.seedTitle };
  }
  if (creator >= genre && candidate.creatorShare > 0) {
    return { kind: 'creator', name: names.get(candidate.owner) ?? 'Desconocido' };
  }
  return { kind: 'genre', genre: candidate.genre };
}

/**
 * The best candidates, at most PER_CREATOR by each creator while others remain; places left over
 * (a small catalogue, a taste for one creator) go to the rest in order.
 */
export function pickDiverse(candidates: Candidate[], size: number): Candidate[] {
  const perCreator = new Map<number, number>();
  const picked: Candidate[] = [];
  const held: Candidate[] = [];
  for (const candidate of candidates) {
    const count = perCreator.get(candidate.owner) ?? 0;
    if (count >= PER_CREATOR) {
      held.push(candidate);
      continue;
    }
    perCreator.set(candidate.owner, count + 1);
    picked.push(candidate);
    if (picked.length === size) return picked;
  }
  return [...picked, ...held].slice(0, size);
}

/** Makes the person's list now, in `tx` (its state row locked, or nobody else refreshing). */
export async function computeRecommendations(
  tx: Orm,
  userId: number,
  signals?: Signals,
): Promise<void> {
  const candidates = await findCandidatesFor(tx, userId, FOR_YOU_SIZE * 4, signals);
  const picked = pickDiverse(candidates, FOR_YOU_SIZE);
  const rows = await findNames(tx, [...new Set(picked.map((candidate) => candidate.owner))]);
  const names = new Map(rows.map((row) => [row.user_id, displayName(row)]));
  await storeRecommendations(
    tx,
    userId,
    picked.map((candidate) => ({
      songId: candidate.songId,
      because: becauseText(reasonOf(candidate, names)),
    })),
  );
}

/**
 * Makes the lists that are out of date, up to `limit` of them, each in its own transaction; a
 * list another process is making is skipped. Answers how many were made.
 */
export async function refreshStaleRecommendations(orm: Orm, limit = 50): Promise<number> {
  let made = 0;
  for (const userId of await findStale(orm, limit)) {
    const done = await orm.transaction(async (tx) => {
      if (!(await lockStale(tx, userId))) return false;
      await computeRecommendations(tx, userId);
      return true;
    });
    if (done) made += 1;
  }
  return made;
}

/**
 * GET /recommendations: the person's list as it was made, without what they liked or heard
 * since. A first request, or one a day after the list was made, asks the refresher for a new one
 * (within seconds); until the first is made the list is empty and the home shows the random row.
 */
export async function forYou(orm: Orm, viewer: Viewer, now = new Date()): Promise<ForYou> {
  const state = await findState(orm, viewer.userId);
  const old = state?.computedAt && now.getTime() - state.computedAt.getTime() > REFRESH_AFTER_MS;
  if (!state || (old && !state.staleSince)) await markStale(orm, viewer.userId);
  const listed = await readRecommendations(orm, viewer.userId);
  const rows = await findSongsByIds(
    orm,
    publicSongs,
    listed.map((item) => item.songId),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    items: listed.flatMap(({ songId, because }) => {
      // A song made private since the list was made is left out.
      const row = byId.get(songId);
      return row ? [{ song: toListSong(row, viewer), because }] : [];
    }),
    computed_at: state?.computedAt?.toISOString() ?? null,
  };
}

/**
 * GET /recommendations/like: what 'Reproducción automática' plays once the queue ends, for
 * visitors too: songs like the last ones played, computed per request from a few index ranges
 * (five seeds), never one the queue holds or a private one.
 */
export async function songsLike(
  orm: Orm,
  viewer: Viewer | null,
  query: SongsLikeQuery,
): Promise<SongsLike> {
  const candidates = await findCandidatesLike(
    orm,
    query.songs,
    query.exclude ?? [],
    viewer?.userId ?? null,
    AUTOPLAY_BATCH * 3,
  );
  const picked = pickDiverse(candidates, AUTOPLAY_BATCH);
  const rows = await findSongsByIds(
    orm,
    publicSongs,
    picked.map((candidate) => candidate.songId),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    items: picked.flatMap((candidate) => {
      const row = byId.get(candidate.songId);
      return row ? [toListSong(row, viewer)] : [];
    }),
  };
}
