/**
 * The home's 'Canciones Recomendadas': a random sample of the catalogue (spec section 2), kept on the
 * device and refreshed after a day. Not 'Para ti', which is features/recommendations.
 */
import type { Song } from '../../../domain/api';
import { HOME_ROW_FETCH_LIMIT } from '../../../domain/row-sizes';
import type { TamboraDb } from '../../lib/db';
import { appDbAfterStart, existingAppDb } from '../../lib/lazy-db';
import { isUnreachable } from '../../lib/persisted-query';
import { fetchSongs, songKeys } from './api';

/** DECISIONS "Data and lists": the random sample is kept and refreshed after 24 hours. */
export const RECOMMENDATIONS_TTL_MS = 24 * 60 * 60 * 1000;

export interface RecommendationsDeps {
  /** Tests pass their own; the app's is loaded on first use (lazy-db.ts). */
  db?: TamboraDb;
  now: () => number;
  fetchRandom: (limit: number) => Promise<Song[]>;
}

const defaultDeps: RecommendationsDeps = {
  now: () => Date.now(),
  fetchRandom: async (limit) => (await fetchSongs({ sort: 'random', limit })).items,
};

export function isFresh(lastUpdateTime: number, now: number): boolean {
  return now - lastUpdateTime < RECOMMENDATIONS_TTL_MS;
}

/**
 * The recommended songs for one reading ('home': 10 songs). A stored sample younger than 24 hours
 * is returned as is, so the row does not reshuffle on every visit; an older one is replaced by a
 * new sample, or kept when the server cannot be reached.
 */
export async function getRecommendations(
  reading: string,
  limit: number,
  deps: RecommendationsDeps = defaultDeps,
): Promise<Song[]> {
  const stored = await (deps.db ?? (await existingAppDb()))?.recommendations.get(reading);
  if (stored && isFresh(stored.lastUpdateTime, deps.now())) return stored.songs;
  try {
    const songs = await deps.fetchRandom(limit);
    // Not awaited: the row is drawn as the answer arrives, not inside IndexedDB's callback (a
    // later read of the table still sees it, IndexedDB runs the two transactions in order). On a
    // first visit it is written once the start is over (lib/lazy-db.ts): a read before that finds
    // no sample and asks for one.
    const entry = { id: reading, songs, lastUpdateTime: deps.now() };
    (deps.db ? Promise.resolve(deps.db) : appDbAfterStart())
      .then((store) => store.recommendations.put(entry))
      .catch(() => undefined);
    return songs;
  } catch (error) {
    if (stored && isUnreachable(error)) return stored.songs;
    throw error;
  }
}

/**
 * The list reading, and offline without one the home page's sample instead (a 'Ver más' never
 * opened online still shows what the home showed).
 */
export async function getListRecommendations(
  deps: RecommendationsDeps = defaultDeps,
): Promise<Song[]> {
  try {
    return await getRecommendations(RECOMMENDED_LIST_READING, RECOMMENDED_LIST_SIZE, deps);
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const home = await (deps.db ?? (await existingAppDb()))?.recommendations.get(HOME_READING);
    if (home) return home.songs;
    throw error;
  }
}

/** The home page's reading (10 songs): src/features/home/queries.ts. */
export const HOME_READING = 'home';

/** The list reading (/RecommendedSongs): one sample, the most one API page holds. */
export const RECOMMENDED_LIST_READING = 'list';
export const RECOMMENDED_LIST_SIZE = 100;

/**
 * The query of one reading, for the home row and /RecommendedSongs (and its route's loader). Its
 * factory lives here rather than in api.ts, which this module builds on.
 */
export function recommendedSongsQueryOptions(
  reading: typeof HOME_READING | typeof RECOMMENDED_LIST_READING,
) {
  return {
    queryKey: songKeys.recommended(reading),
    queryFn: () =>
      reading === HOME_READING
        ? getRecommendations(HOME_READING, HOME_ROW_FETCH_LIMIT)
        : getListRecommendations(),
    // IndexedDB holds the sample and decides when it is 24 hours old.
    staleTime: 5 * 60_000,
  };
}
