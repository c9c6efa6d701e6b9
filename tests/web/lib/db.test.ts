import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearAllTables,
  closeWhileCached,
  createDb,
  type PageTransitions,
  SCHEMA_V1,
  type TamboraDb,
} from '../../../src/lib/db';
import { pendingWork } from '../../../src/lib/pending-work';
import { makeSong } from '../helpers/fake-api';

const EXPECTED_TABLES = [
  'apiCache',
  'libraryPlaylists',
  'librarySongs',
  'notifications',
  'offlineQueue',
  'offlineSongs',
  'pinnedPlaylists',
  'playerState',
  'recentlyPlayedSongs',
  'recentlyViewedPlaylists',
  'recommendations',
  'session',
  'settings',
];

let counter = 0;
let current: TamboraDb | null = null;

function openFresh(): TamboraDb {
  counter += 1;
  current = createDb(`tambora-test-${counter}`);
  return current;
}

afterEach(async () => {
  if (current) {
    current.close();
    await current.delete();
    current = null;
  }
});

describe('the tambora IndexedDB schema', () => {
  it('opens on IndexedDB with every offline table', async () => {
    const db = openFresh();
    await db.open();
    expect(db.verno).toBe(2);
    expect(db.tables.map((table) => table.name).sort()).toEqual(EXPECTED_TABLES);
  });

  // docs/architecture.md "Speed guards": the settled mark waits for pending work.
  it('counts its opening as pending work, the one a first read starts as well', async () => {
    const db = openFresh();
    const before = pendingWork();
    const read = db.settings.get('nada');
    expect(pendingWork()).toBeGreaterThan(before);
    await read;
    // The read's transaction ends a moment after its answer.
    await vi.waitFor(() => expect(pendingWork()).toBe(before));
    db.close();
  });

  it("opens a phone's version-1 database as version 2, keeping what it held", async () => {
    counter += 1;
    const name = `tambora-test-${counter}`;
    const old = new Dexie(name);
    old.version(1).stores(SCHEMA_V1);
    await old.table('offlineSongs').put({ song_id: 4, song: makeSong(4), pinned: 1 });
    old.close();
    const db = createDb(name);
    current = db;
    await db.open();
    expect(db.verno).toBe(2);
    expect((await db.offlineSongs.get(4))?.pinned).toBe(1);
    expect(await db.pinnedPlaylists.count()).toBe(0);
  });

  it('indexes the offline queue by status and time so it can be sent in order', async () => {
    const db = openFresh();
    const queue = db.offlineQueue;
    expect(queue.schema.primKey.auto).toBe(true);
    expect(queue.schema.indexes.map((index) => index.name)).toEqual(
      expect.arrayContaining(['createdAt', 'kind', 'status', '[status+createdAt]']),
    );
    await queue.bulkAdd([
      { createdAt: 30, kind: 'like', payload: { song_id: 3 }, status: 'pending' },
      { createdAt: 10, kind: 'like', payload: { song_id: 1 }, status: 'pending' },
      { createdAt: 20, kind: 'unlike', payload: { song_id: 2 }, status: 'failed' },
    ]);
    const pending = await queue
      .where('[status+createdAt]')
      .between(['pending', 0], ['pending', Number.MAX_SAFE_INTEGER])
      .toArray();
    expect(pending.map((entry) => entry.createdAt)).toEqual([10, 30]);
  });

  it('keeps the recommendations with their last update time and the session user under "user"', async () => {
    const db = openFresh();
    await db.recommendations.put({ id: 'home', songs: [makeSong(1)], lastUpdateTime: 1234 });
    await db.session.put({
      key: 'user',
      value: {
        credentials_id: 7,
        roles: ['composer'],
        has_uploaded_song: false,
        terms_accepted: false,
      },
    });
    expect((await db.recommendations.get('home'))?.lastUpdateTime).toBe(1234);
    expect((await db.session.get('user'))?.value.credentials_id).toBe(7);
    const recent = await db.recommendations.where('lastUpdateTime').below(2000).count();
    expect(recent).toBe(1);
  });

  it('empties every table at once', async () => {
    const db = openFresh();
    await db.apiCache.put({ key: 'GET /songs', data: [], updatedAt: 1 });
    await db.notifications.add({
      type: 'info',
      title: 'Hola',
      description: '',
      time: 1,
      read: 0,
    });
    await db.offlineSongs.put({
      song_id: 1,
      song: makeSong(1),
      pinned: 1,
      sizeBytes: 10,
      cachedAt: 1,
      lastPlayedAt: 1,
    });
    await clearAllTables(db);
    const counts = await Promise.all(db.tables.map((table) => table.count()));
    expect(counts.every((count) => count === 0)).toBe(true);
  });
});

// docs/architecture.md "Every engine listeners use": a cached page opens nothing.
describe('a page kept in the back/forward cache', () => {
  /** A fresh database on a page of its own, whose pagehide and pageshow the test fires. */
  const openOnPage = () => {
    const database = openFresh();
    const page = new EventTarget();
    closeWhileCached(database, page as unknown as PageTransitions);
    const transition = (type: 'pagehide' | 'pageshow', persisted: boolean) =>
      page.dispatchEvent(Object.assign(new Event(type), { persisted }));
    return { database, transition };
  };

  it('closes its database and cannot reopen it until the page is shown again', async () => {
    const { database, transition } = openOnPage();
    await database.settings.put({ key: 'antes', value: 1 });
    transition('pagehide', true);
    expect(database.isOpen()).toBe(false);
    // Dexie would reopen on this write: an open asked by a cached page is what held the others.
    await expect(database.settings.put({ key: 'en caché', value: 2 })).rejects.toThrow(
      Dexie.DatabaseClosedError,
    );
    transition('pageshow', true);
    await database.settings.put({ key: 'de vuelta', value: 3 });
    expect(await database.settings.get('de vuelta')).toEqual({ key: 'de vuelta', value: 3 });
  });

  it('abandons what the page was writing as it went into the cache', async () => {
    const { database, transition } = openOnPage();
    const write = database.transaction('rw', database.settings, async () => {
      await database.settings.put({ key: 'a medias', value: 1 });
      transition('pagehide', true);
      await database.settings.put({ key: 'después', value: 2 });
    });
    await expect(write).rejects.toThrow();
    transition('pageshow', true);
    expect(await database.settings.count()).toBe(0);
  });

  it('leaves a page that is closed for good as it is', async () => {
    const { database, transition } = openOnPage();
    await database.settings.put({ key: 'antes', value: 1 });
    transition('pagehide', false);
    expect(database.isOpen()).toBe(true);
  });
});
