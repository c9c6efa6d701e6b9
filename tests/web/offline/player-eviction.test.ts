import { describe, expect, it } from 'vitest';
import { type CachedAudio, planEviction } from '../../../src/features/offline/eviction';

const MB = 1024 * 1024;
const entry = (
  song_id: number,
  lastPlayedAt: number,
  pinned: 0 | 1 = 0,
  size = 100,
): CachedAudio => ({
  song_id,
  pinned,
  sizeBytes: size * MB,
  lastPlayedAt,
});

describe('audio cache eviction (least recently played, pinned kept)', () => {
  it('keeps everything within the budget', () => {
    expect(planEviction([entry(1, 1), entry(2, 2)], 500 * MB)).toEqual([]);
  });

  it('drops the least recently played first, only as many as needed', () => {
    const entries = [
      entry(1, 30),
      entry(2, 10),
      entry(3, 20),
      entry(4, 40),
      entry(5, 50),
      entry(6, 60),
    ];
    expect(planEviction(entries, 400 * MB)).toEqual([2, 3]);
  });

  it('never drops a pinned song, even the oldest, even over budget', () => {
    const entries = [entry(1, 1, 1), entry(2, 2), entry(3, 3, 1), entry(4, 4)];
    expect(planEviction(entries, 150 * MB)).toEqual([2, 4]);
    expect(planEviction([entry(1, 1, 1, 900)], 500 * MB)).toEqual([]);
  });
});

describe('liked songs kept offline', () => {
  it('are never evicted for recently played ones', () => {
    const entries = [entry(1, 1), entry(2, 2), entry(3, 3)];
    expect(planEviction(entries, 150 * MB, new Set([1]))).toEqual([2, 3]);
  });
});

describe("'Descargas inteligentes'", () => {
  it('go first when room is needed, before any song the person played, oldest or not', () => {
    const smart = { ...entry(1, 100), smart: 1 as const };
    const entries = [entry(2, 1), smart, entry(3, 2), { ...entry(4, 200), smart: 1 as const }];
    expect(planEviction(entries, 300 * MB)).toEqual([1]);
    expect(planEviction(entries, 200 * MB)).toEqual([1, 4]);
    expect(planEviction(entries, 100 * MB)).toEqual([1, 4, 2]);
  });
});
