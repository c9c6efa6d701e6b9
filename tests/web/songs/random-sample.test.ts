import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Song } from '../../../domain/api';
import {
  getListRecommendations,
  getRecommendations,
  RECOMMENDATIONS_TTL_MS,
  type RecommendationsDeps,
} from '../../../src/features/songs/random-sample';
import { createDb, type TamboraDb } from '../../../src/lib/db';
import { makeSong } from '../helpers/fake-api';

let counter = 0;
let db: TamboraDb;

afterEach(async () => {
  db.close();
  await db.delete();
});

function setup() {
  counter += 1;
  db = createDb(`recommendations-${counter}`);
  let now = 1_700_000_000_000;
  let batch = 0;
  const fetchRandom = vi.fn(async (limit: number): Promise<Song[]> => {
    batch += 1;
    return Array.from({ length: limit }, (_, index) => makeSong(batch * 100 + index));
  });
  const deps: RecommendationsDeps = { db, now: () => now, fetchRandom };
  const advance = (ms: number) => {
    now += ms;
  };
  return { deps, fetchRandom, advance };
}

describe('recommended songs cache (24 hours)', () => {
  it('fetches a sample once and keeps showing it for 24 hours', async () => {
    const { deps, fetchRandom, advance } = setup();
    const first = await getRecommendations('home', 10, deps);
    expect(first).toHaveLength(10);
    expect(fetchRandom).toHaveBeenCalledWith(10);
    advance(RECOMMENDATIONS_TTL_MS - 1);
    const again = await getRecommendations('home', 10, deps);
    expect(again.map((song) => song.song_id)).toEqual(first.map((song) => song.song_id));
    expect(fetchRandom).toHaveBeenCalledTimes(1);
  });

  it('replaces the sample once it is 24 hours old and records the new update time', async () => {
    const { deps, fetchRandom, advance } = setup();
    const first = await getRecommendations('home', 10, deps);
    advance(RECOMMENDATIONS_TTL_MS);
    const second = await getRecommendations('home', 10, deps);
    expect(fetchRandom).toHaveBeenCalledTimes(2);
    expect(second[0].song_id).not.toBe(first[0].song_id);
    expect((await db.recommendations.get('home'))?.lastUpdateTime).toBe(deps.now());
  });

  it('keeps the old sample when it is due but the server cannot be reached', async () => {
    const { deps, fetchRandom, advance } = setup();
    const first = await getRecommendations('home', 10, deps);
    advance(RECOMMENDATIONS_TTL_MS * 2);
    fetchRandom.mockRejectedValueOnce(
      new AxiosError('Network Error', AxiosError.ERR_NETWORK, {} as InternalAxiosRequestConfig, {}),
    );
    expect(await getRecommendations('home', 10, deps)).toEqual(first);
  });

  it('keeps separate readings apart (home row and paginated list)', async () => {
    const { deps, fetchRandom } = setup();
    await getRecommendations('home', 10, deps);
    const pageOne = await getRecommendations('page-1', 30, deps);
    expect(pageOne).toHaveLength(30);
    expect(fetchRandom).toHaveBeenCalledTimes(2);
  });
});

describe("'Ver más' recommendations offline", () => {
  const offline = () => {
    const config = {} as InternalAxiosRequestConfig;
    return new AxiosError('Network Error', 'ERR_NETWORK', config);
  };

  it("shows the home page's sample when the list was never read online", async () => {
    const { deps, fetchRandom } = setup();
    const home = await getRecommendations('home', 10, deps);
    fetchRandom.mockRejectedValue(offline());
    expect(await getListRecommendations(deps)).toEqual(home);
  });

  it('still fails when the device holds no sample at all', async () => {
    const { deps, fetchRandom } = setup();
    fetchRandom.mockRejectedValue(offline());
    await expect(getListRecommendations(deps)).rejects.toThrow('Network Error');
  });
});

describe("'Para ti' while the first list is being made", () => {
  it('asks again every few seconds until the list has been made, then stops', async () => {
    const { FIRST_LIST_POLL_MS, forYouQueryOptions } = await import(
      '../../../src/features/recommendations/api'
    );
    const interval = forYouQueryOptions(1).refetchInterval;
    if (typeof interval !== 'function') throw new Error('refetchInterval is not a function');
    const at = (computed_at: string | null) =>
      interval({ state: { data: { items: [], computed_at } } } as never);
    expect(at(null)).toBe(FIRST_LIST_POLL_MS);
    expect(at('2026-11-28T10:00:00.000Z')).toBe(false);
  });
});
