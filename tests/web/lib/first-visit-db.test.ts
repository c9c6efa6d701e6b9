/**
 * A first visit makes no IndexedDB database before its start is over (docs/architecture.md "The
 * first visit", src/lib/lazy-db.ts): reads find nothing without loading Dexie, the answers kept for
 * offline are written once the start is over (or once something else made it), and a set
 * watching a table starts when the database is made. Each test loads the modules afresh, on a device without the database.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { makeSong } from '../helpers/fake-api';

/** The end of the start, held by the test (src/lib/after-start.ts). */
let endStart: Array<() => void> = [];

beforeEach(async () => {
  vi.resetModules();
  endStart = [];
  vi.doMock('../../../src/lib/after-start', () => ({
    afterStart: (run: () => void) => endStart.push(run),
  }));
  await deleteAppDatabase();
});

afterEach(async () => {
  const { db } = await import('../../../src/lib/db');
  db.close();
  await deleteAppDatabase();
  vi.doUnmock('../../../src/lib/after-start');
});

function deleteAppDatabase(): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase('tambora');
    request.onsuccess = request.onerror = () => resolve();
  });
}

const appDatabaseExists = async () =>
  (await indexedDB.databases()).some(({ name }) => name === 'tambora');

it("reads on a new device find nothing and make no database (the start's reads)", async () => {
  const { storedAnswer } = await import('../../../src/lib/stored-answers');
  const { readSavedPlayer, hasSavedSongs, readRecentPlays } = await import(
    '../../../src/features/player/persistence'
  );
  const { readPreferences, DEFAULT_PREFERENCES } = await import(
    '../../../src/features/offline/preferences'
  );
  const { hasWaitingPlays } = await import('../../../src/features/plays/waiting-plays');

  expect(await storedAnswer('GET /songs?sort=recent')).toBeUndefined();
  expect(await readSavedPlayer()).toBeNull();
  expect(await hasSavedSongs()).toBe(false);
  expect(await readRecentPlays(10)).toEqual([]);
  expect(await readPreferences()).toEqual(DEFAULT_PREFERENCES);
  expect(await hasWaitingPlays()).toBe(false);
  expect(await appDatabaseExists()).toBe(false);
});

it('keeps answers waiting, readable, until the start is over, then writes them', async () => {
  const { keepAnswer, storedAnswer, writeKeptAnswers } = await import(
    '../../../src/lib/stored-answers'
  );
  const entry = { key: 'GET /songs?sort=recent', data: ['a'], updatedAt: 1 };
  keepAnswer(entry);
  const writing = writeKeptAnswers();
  await vi.waitFor(() => expect(endStart.length).toBeGreaterThan(0));
  expect(await appDatabaseExists()).toBe(false);
  expect(await storedAnswer(entry.key)).toEqual(entry);

  for (const run of endStart) run();
  await writing;
  const { db } = await import('../../../src/lib/db');
  await vi.waitFor(async () => expect(await db.apiCache.get(entry.key)).toEqual(entry));
});

it('answers waiting for the start are written as soon as something else makes the database', async () => {
  const { keepAnswer, writeKeptAnswers } = await import('../../../src/lib/stored-answers');
  const entry = { key: 'GET /songs?sort=recent', data: ['a'], updatedAt: 1 };
  keepAnswer(entry);
  const writing = writeKeptAnswers();
  await vi.waitFor(() => expect(endStart.length).toBeGreaterThan(0));

  // A first play records itself at once: the database is made before the start is over, and the
  // row the song was played from must not wait for the start (a reload offline meanwhile would
  // keep the song and lose its row).
  const { recordRecentPlay } = await import('../../../src/features/player/persistence');
  await recordRecentPlay(makeSong(1));
  const { db } = await import('../../../src/lib/db');
  await vi.waitFor(async () => expect(await db.apiCache.get(entry.key)).toEqual(entry));
  await writing;
});

it('a sign-out while answers wait for the start drops them: none is written after it', async () => {
  const { dropUnwrittenAnswers, keepAnswer, writeKeptAnswers } = await import(
    '../../../src/lib/stored-answers'
  );
  keepAnswer({ key: 'GET /me/library', data: ['de Ana'], updatedAt: 1 });
  const writing = writeKeptAnswers();
  await vi.waitFor(() => expect(endStart.length).toBeGreaterThan(0));
  dropUnwrittenAnswers();
  for (const run of endStart) run();
  await writing;
  // Every write that was waiting has had its turn (each one's own call resolves after it).
  await Promise.all([writeKeptAnswers(), writeKeptAnswers()]);
  const { db } = await import('../../../src/lib/db');
  expect(await db.apiCache.count()).toBe(0);
});

it('a set watching a table answers "none" at once, and follows the table once it is made', async () => {
  const { liveIdSet } = await import('../../../src/lib/live-id-set');
  const saved = liveIdSet(
    async (database) => (await database.offlineSongs.toCollection().primaryKeys()) as number[],
  );
  await vi.waitFor(() => expect(saved.peek(7)).toBe(false));
  expect(await appDatabaseExists()).toBe(false);

  // A song saved (a write someone waits for makes the database at once).
  const { appDb } = await import('../../../src/lib/lazy-db');
  await (await appDb()).offlineSongs.put({
    song_id: 7,
    song: makeSong(7),
    pinned: 1,
    sizeBytes: 1,
    cachedAt: 1,
    lastPlayedAt: 1,
  });
  await vi.waitFor(() => expect(saved.peek(7)).toBe(true));
});

it("a song's 'Disponible sin conexión' on a new device makes no database, and follows it once made", async () => {
  const [{ MantineProvider }, { render, screen, waitFor }, { createElement }] = await Promise.all([
    import('@mantine/core'),
    import('@testing-library/react'),
    import('react'),
  ]);
  const { PinButton } = await import('../../../src/features/offline/PinButton');
  const song = makeSong(7);
  render(
    createElement(MantineProvider, null, createElement(PinButton, { songs: [song], what: 'esta' })),
  );
  const button = screen.getByRole('button', { name: 'Disponible sin conexión: esta' });
  expect(button.getAttribute('aria-pressed')).toBe('false');
  // Long enough for a live query that read the database to have made it.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await appDatabaseExists()).toBe(false);

  // The song saved and pinned (a write someone waits for makes the database at once).
  const { appDb } = await import('../../../src/lib/lazy-db');
  await (await appDb()).offlineSongs.put({
    song_id: 7,
    song,
    pinned: 1,
    sizeBytes: 1,
    cachedAt: 1,
    lastPlayedAt: 1,
  });
  await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
});

it('a wait for the database cancelled before it is made is never called', async () => {
  const { whenAppDbMade, noteAppDbOpen } = await import('../../../src/lib/app-db-made');
  const kept = vi.fn();
  const cancelled = vi.fn();
  let answered = 0;
  whenAppDbMade(kept, () => answered++);
  const cancel = whenAppDbMade(cancelled, () => answered++);
  await vi.waitFor(() => expect(answered).toBe(2));
  cancel();

  noteAppDbOpen();
  expect(kept).toHaveBeenCalledOnce();
  expect(cancelled).not.toHaveBeenCalled();
});
