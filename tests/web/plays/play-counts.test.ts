/**
 * Play counts in the browser: the rule (30 s or half the song, once per listen,
 * pauses stop the clock) on a fake clock; plays share the offline queue with the library's changes
 * without mixing with them; a play made offline is sent once when the server answers again, with
 * the same listen id however often it is tried.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { secondsToCount } from '../../../domain/play-counts';
import { libraryQueueDeps } from '../../../src/features/library-sync/sync';
import { LIBRARY_CHANGE_KINDS } from '../../../src/features/offline-queue/library-changes';
import {
  enqueue,
  flushQueue,
  pendingCount,
  VISITOR_OWNER,
} from '../../../src/features/offline-queue/queue';
import { createListenCounter } from '../../../src/features/plays/listen-counter';
import { flushPlays, PLAY_KINDS, queuePlay } from '../../../src/features/plays/send-plays';
import { reportAnswer, reportNoAnswer } from '../../../src/lib/connectivity';
import { installFakeApi, makeSong, ok } from '../helpers/fake-api';
import { freshDatabases } from '../helpers/fresh-db';

const freshDb = freshDatabases('plays');

afterEach(() => {
  vi.useRealTimers();
});

describe('the rule: 30 seconds or half the song, whichever comes first', () => {
  it('reads the thresholds', () => {
    expect(secondsToCount(180)).toBe(30);
    expect(secondsToCount(60)).toBe(30);
    expect(secondsToCount(40)).toBe(20);
    expect(secondsToCount(22)).toBe(11);
  });

  function counterOnFakeClock() {
    vi.useFakeTimers();
    const counted: Array<[number, string]> = [];
    let next = 0;
    const listens = createListenCounter({
      onCounted: (songId, listenId) => counted.push([songId, listenId]),
      newListenId: () => `listen-${++next}`,
    });
    return { counted, listens };
  }

  const long = { song_id: 1, duration_seconds: 200 };
  const short = { song_id: 2, duration_seconds: 24 };

  it('counts a long song after 30 s of playing, once, however long it goes on', () => {
    const { counted, listens } = counterOnFakeClock();
    listens.observe({ listen: 1, song: long, running: true });
    vi.advanceTimersByTime(29_900);
    expect(counted).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(counted).toEqual([[1, 'listen-1']]);
    listens.observe({ listen: 1, song: long, running: false });
    listens.observe({ listen: 1, song: long, running: true });
    vi.advanceTimersByTime(120_000);
    expect(counted).toHaveLength(1);
  });

  it('counts a short song at half its length', () => {
    const { counted, listens } = counterOnFakeClock();
    listens.observe({ listen: 1, song: short, running: true });
    vi.advanceTimersByTime(11_999);
    expect(counted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(counted).toEqual([[2, 'listen-1']]);
  });

  it('pauses and loading stop the clock; the time heard adds up across them', () => {
    const { counted, listens } = counterOnFakeClock();
    listens.observe({ listen: 1, song: long, running: true });
    vi.advanceTimersByTime(20_000);
    listens.observe({ listen: 1, song: long, running: false });
    vi.advanceTimersByTime(600_000);
    expect(counted).toEqual([]);
    listens.observe({ listen: 1, song: long, running: true });
    vi.advanceTimersByTime(9_999);
    expect(counted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(counted).toHaveLength(1);
  });

  it('skipping before the threshold counts nothing; every new start is a new listen', () => {
    const { counted, listens } = counterOnFakeClock();
    listens.observe({ listen: 1, song: long, running: true });
    vi.advanceTimersByTime(10_000);
    listens.observe({ listen: 2, song: short, running: true });
    vi.advanceTimersByTime(12_000);
    // 'Repetir' one: the same song started again.
    listens.observe({ listen: 3, song: short, running: true });
    vi.advanceTimersByTime(12_000);
    listens.observe({ listen: 3, song: null, running: false });
    vi.advanceTimersByTime(60_000);
    expect(counted).toEqual([
      [2, 'listen-2'],
      [2, 'listen-3'],
    ]);
  });
});

describe('what the creator studio learns of a listen', () => {
  function studioCounter() {
    vi.useFakeTimers({ now: Date.parse('2026-11-27T12:00:00Z') });
    const told: Array<[string, number, string, { source: string; at: number; pastHalf: boolean }]> =
      [];
    let next = 0;
    const listens = createListenCounter({
      onCounted: (songId, listenId, facts) => told.push(['counted', songId, listenId, facts]),
      onHalf: (songId, listenId, facts) => told.push(['half', songId, listenId, facts]),
      newListenId: () => `listen-${++next}`,
    });
    return { told, listens };
  }
  const start = Date.parse('2026-11-27T12:00:00Z');

  it('a long song: counted at 30 s from where it started, then past half with the same id', () => {
    const { told, listens } = studioCounter();
    const song = { song_id: 4, duration_seconds: 200 };
    listens.observe({ listen: 1, song, running: true, origin: 'search' });
    vi.advanceTimersByTime(30_000);
    expect(told).toEqual([
      ['counted', 4, 'listen-1', { source: 'search', at: start + 30_000, pastHalf: false }],
    ]);
    // Paused a while: the clock stops, the half comes after 100 s heard in all.
    listens.observe({ listen: 1, song, running: false, origin: 'search' });
    vi.advanceTimersByTime(500_000);
    listens.observe({ listen: 1, song, running: true, origin: 'search' });
    vi.advanceTimersByTime(69_999);
    expect(told).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(told[1]).toEqual([
      'half',
      4,
      'listen-1',
      { source: 'search', at: start + 30_000, pastHalf: true },
    ]);
    vi.advanceTimersByTime(600_000);
    expect(told).toHaveLength(2);
  });

  it('a short song is past half when it counts; a skip before the half says nothing more', () => {
    const { told, listens } = studioCounter();
    listens.observe({
      listen: 1,
      song: { song_id: 2, duration_seconds: 24 },
      running: true,
      origin: 'queue',
    });
    vi.advanceTimersByTime(12_000);
    expect(told[0][3]).toMatchObject({ source: 'queue', pastHalf: true });
    listens.observe({
      listen: 2,
      song: { song_id: 3, duration_seconds: 300 },
      running: true,
      origin: 'home',
    });
    vi.advanceTimersByTime(40_000);
    listens.observe({ listen: 3, song: null, running: false });
    vi.advanceTimersByTime(600_000);
    expect(told.map(([what, songId]) => [what, songId])).toEqual([
      ['counted', 2],
      ['counted', 3],
    ]);
  });

  it('goes to POST /plays with its source, time and half', async () => {
    const db = freshDb();
    const received: unknown[] = [];
    const api = installFakeApi({
      '/plays': (config) => {
        received.push(JSON.parse(String(config.data)));
        return ok({ counted: true, plays: 1 });
      },
    });
    try {
      reportAnswer();
      const id = '6f1c1d7e-5a8e-4d4e-9d55-3d6c8e2b9a02';
      const at = Date.parse('2026-11-24T08:00:00Z');
      await queuePlay(9, id, { source: 'downloads', at, pastHalf: false }, db);
      await queuePlay(9, id, { source: 'downloads', at, pastHalf: true }, db);
      expect(await flushPlays(db)).toEqual({ sent: 2, refused: 0, waiting: 0 });
      expect(received).toEqual([
        {
          song_id: 9,
          listen_id: id,
          source: 'downloads',
          played_at: '2026-11-24T08:00:00.000Z',
          past_half: false,
        },
        {
          song_id: 9,
          listen_id: id,
          source: 'downloads',
          played_at: '2026-11-24T08:00:00.000Z',
          past_half: true,
        },
      ]);
    } finally {
      api.restore();
    }
  });
});

describe('plays in the offline queue', () => {
  it("the library's flush never sends plays, and a waiting play does not hold the library back", async () => {
    const db = freshDb();
    await enqueue(db, { kind: 'play', song_id: 5, listen_id: 'a' }, 7);
    await enqueue(db, { kind: 'like', song: makeSong(5) }, 7);
    const sent: string[] = [];
    const deps = {
      ...libraryQueueDeps(db, 7),
      send: async (change: { kind: string }) => {
        sent.push(change.kind);
      },
    };
    expect(await flushQueue(deps)).toEqual({ sent: 1, refused: 0, waiting: 0 });
    expect(sent).toEqual(['like']);
    expect(await pendingCount(db, 7, LIBRARY_CHANGE_KINDS)).toBe(0);
    expect(await pendingCount(db, 7, PLAY_KINDS)).toBe(1);
  });

  it('a play made offline waits, then goes once with its listen id when the server answers', async () => {
    const db = freshDb();
    const received: unknown[] = [];
    let down = true;
    const api = installFakeApi({
      '/plays': (config) => {
        if (down) return 'network-error';
        received.push(JSON.parse(String(config.data)));
        return ok({ counted: true, plays: 1 });
      },
    });
    try {
      reportNoAnswer();
      await queuePlay(9, '6f1c1d7e-5a8e-4d4e-9d55-3d6c8e2b9a01', undefined, db);
      expect(await flushPlays(db)).toBeNull();
      expect(await pendingCount(db, VISITOR_OWNER, PLAY_KINDS)).toBe(1);
      reportAnswer();
      expect(await flushPlays(db)).toMatchObject({ waiting: 1 });
      down = false;
      // The failed try marked the server unreachable; it is heard from again.
      reportAnswer();
      expect(await flushPlays(db)).toEqual({ sent: 1, refused: 0, waiting: 0 });
      expect(await flushPlays(db)).toEqual({ sent: 0, refused: 0, waiting: 0 });
      expect(received).toEqual([{ song_id: 9, listen_id: '6f1c1d7e-5a8e-4d4e-9d55-3d6c8e2b9a01' }]);
    } finally {
      api.restore();
    }
  });

  it('over the hourly allowance (429) the play waits for a later try; a gone song is dropped', async () => {
    const db = freshDb();
    let status = 429;
    const api = installFakeApi({
      '/plays': () => ({ status, data: { message: 'No', errors: [] } }),
    });
    try {
      await enqueue(db, { kind: 'play', song_id: 3, listen_id: 'b' }, VISITOR_OWNER);
      expect(await flushPlays(db)).toEqual({ sent: 0, refused: 0, waiting: 1 });
      status = 404;
      expect(await flushPlays(db)).toEqual({ sent: 0, refused: 1, waiting: 0 });
    } finally {
      api.restore();
    }
  });
});
