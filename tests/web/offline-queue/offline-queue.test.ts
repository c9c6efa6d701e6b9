/**
 * The offline queue on fake-indexeddb: changes leave in the order they were made, each once; a
 * refusal is rolled back locally with an 'alert' notification; a network error or a 5xx keeps the
 * change queued; the queue survives closing and reopening the database; two flushes at once send
 * each change once.
 */
import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Song } from '../../../domain/api';
import type { Library } from '../../../domain/library';
import { forgetSessionUser, saveSessionUser } from '../../../src/features/auth/session-store';
import { fetchLibraryChanges, type LibraryChanges } from '../../../src/features/library-sync/api';
import {
  applyLocally,
  applyToMirror,
  localEditCount,
} from '../../../src/features/library-sync/mirror';
import { mirroredVersion } from '../../../src/features/library-sync/mirror-version';
import { libraryQueueDeps, makeChange } from '../../../src/features/library-sync/sync';
import { hasWaitingChanges } from '../../../src/features/library-sync/waiting-changes';
import type { LibraryChange } from '../../../src/features/offline-queue/library-changes';
import {
  enqueue,
  flushQueue,
  isRefusal,
  VISITOR_OWNER,
} from '../../../src/features/offline-queue/queue';
import { createDb, type TamboraDb } from '../../../src/lib/db';
import { LISTENER } from '../helpers/auth-fixtures';
import { installFakeApi, makeSong, ok } from '../helpers/fake-api';
import { freshDatabases } from '../helpers/fresh-db';

const freshDb = freshDatabases('queue');
let counter = 0;

function song(id: number, title = `Canción ${id}`): Song {
  return makeSong(id, { title, audio: `/media/audios/${id}.mp3` });
}

function httpError(status: number | null): AxiosError {
  const config = { headers: new AxiosHeaders() };
  if (status === null) return new AxiosError('Network Error', 'ERR_NETWORK', config);
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    data: { message: status === 404 ? 'Canción no encontrada' : 'No', errors: [] },
    headers: {},
    config,
  });
}

async function queue(db: TamboraDb, change: LibraryChange) {
  await applyLocally(db, change, 7);
  await enqueue(db, change, 7);
}

describe('isRefusal', () => {
  it('treats 4xx answers as refusals, but not 401, 408, 429, 5xx or no answer', () => {
    expect([400, 403, 404, 409].map((s) => isRefusal(httpError(s)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([401, 408, 429, 500, 503, null].map((s) => isRefusal(httpError(s)))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('flushQueue', () => {
  it('sends in the order the changes were made, each exactly once, and empties the queue', async () => {
    const db = freshDb();
    await queue(db, { kind: 'like', song: song(1) });
    await queue(db, { kind: 'like', song: song(2) });
    await queue(db, { kind: 'unlike', song: song(1) });
    const sent: string[] = [];
    const deps = {
      ...libraryQueueDeps(db, 7),
      send: async (c: LibraryChange) => {
        sent.push(`${c.kind}:${'song' in c ? c.song.song_id : ''}`);
      },
    };
    // Two flushes at once (a replay while one runs) share one run.
    const [a, b] = await Promise.all([flushQueue(deps), flushQueue(deps)]);
    expect(a).toBe(b);
    expect(sent).toEqual(['like:1', 'like:2', 'unlike:1']);
    expect(await db.offlineQueue.count()).toBe(0);
    // Replayed after it finished: nothing left to send.
    await flushQueue(deps);
    expect(sent).toHaveLength(3);
    expect((await db.librarySongs.toArray()).map((e) => e.song_id)).toEqual([2]);
  });

  it("sends only the signed-in person's changes, never someone else's kept ones", async () => {
    const db = freshDb();
    await enqueue(db, { kind: 'like', song: song(1) }, 9);
    await queue(db, { kind: 'like', song: song(2) });
    const sent: number[] = [];
    const deps = {
      ...libraryQueueDeps(db, 7),
      send: async (c: LibraryChange) => {
        if ('song' in c) sent.push(c.song.song_id);
      },
    };
    expect(await flushQueue(deps)).toEqual({ sent: 1, refused: 0, waiting: 0 });
    expect(sent).toEqual([2]);
    expect(await db.offlineQueue.count()).toBe(1);
    await flushQueue({ ...deps, ...libraryQueueDeps(db, 9), send: deps.send });
    expect(sent).toEqual([2, 1]);
  });

  it('rolls back a refused change with an alert notification and goes on with the rest', async () => {
    const db = freshDb();
    await queue(db, { kind: 'like', song: song(1, 'Privada') });
    await queue(db, { kind: 'like', song: song(2) });
    expect(await db.librarySongs.count()).toBe(2);
    const deps = {
      ...libraryQueueDeps(db, 7),
      send: async (c: LibraryChange) => {
        if ('song' in c && c.song.song_id === 1) throw httpError(404);
      },
    };
    const report = await flushQueue(deps);
    expect(report).toEqual({ sent: 1, refused: 1, waiting: 0 });
    expect((await db.librarySongs.toArray()).map((e) => e.song_id)).toEqual([2]);
    const [alert] = await db.notifications.toArray();
    expect(alert).toMatchObject({
      type: 'alert',
      title: 'Error al gestionar liked songs',
      read: 0,
    });
    expect(alert.description).toContain('Privada');
  });

  it('keeps a change queued on a network error or a 5xx, in order, without rolling it back', async () => {
    const db = freshDb();
    await queue(db, { kind: 'like', song: song(1) });
    await queue(db, { kind: 'like', song: song(2) });
    let failure: AxiosError | null = httpError(null);
    const sent: number[] = [];
    const deps = {
      ...libraryQueueDeps(db, 7),
      send: async (c: LibraryChange) => {
        if (failure) throw failure;
        if ('song' in c) sent.push(c.song.song_id);
      },
    };
    expect(await flushQueue(deps)).toEqual({ sent: 0, refused: 0, waiting: 2 });
    failure = httpError(503);
    expect((await flushQueue(deps)).waiting).toBe(2);
    expect(await db.librarySongs.count()).toBe(2);
    expect(await db.notifications.count()).toBe(0);
    failure = null;
    expect(await flushQueue(deps)).toEqual({ sent: 2, refused: 0, waiting: 0 });
    expect(sent).toEqual([1, 2]);
  });

  it('survives closing and reopening the database (a reload while offline)', async () => {
    const name = `queue-reopen-${counter++}`;
    const first = createDb(name);
    await queue(first, { kind: 'like', song: song(5) });
    await queue(first, { kind: 'addSong', playlistId: 3, song: song(6) });
    first.close();
    const second = freshDb(name);
    const sent: string[] = [];
    await flushQueue({
      ...libraryQueueDeps(second, 7),
      send: async (c: LibraryChange) => {
        sent.push(c.kind);
      },
    });
    expect(sent).toEqual(['like', 'addSong']);
    expect((await second.librarySongs.get(5))?.song.title).toBe('Canción 5');
  });

  it('gives a playlist created offline its real id before its songs are sent', async () => {
    const db = freshDb();
    const create: LibraryChange = {
      kind: 'createPlaylist',
      tempId: -42,
      body: {
        name: 'Viaje',
        public: false,
        isFromRepertoire: false,
        client_key: 'clave-de-prueba',
      },
      saveToLibrary: true,
    };
    await queue(db, create);
    await queue(db, { kind: 'addSong', playlistId: -42, song: song(9) });
    expect((await db.libraryPlaylists.get(-42))?.playlist.name).toBe('Viaje');
    const sent: string[] = [];
    await flushQueue({
      ...libraryQueueDeps(db, 7),
      send: async (c: LibraryChange) => {
        sent.push(c.kind === 'addSong' ? `addSong:${c.playlistId}` : c.kind);
        if (c.kind === 'createPlaylist') {
          return { playlist_id: 101, name: 'Viaje', Song_Playlists: [] };
        }
        return undefined;
      },
    });
    expect(sent).toEqual(['createPlaylist', 'addSong:101']);
    expect(await db.libraryPlaylists.get(-42)).toBeUndefined();
    expect((await db.libraryPlaylists.get(101))?.playlist.name).toBe('Viaje');
  });

  it('drops the songs of a refused playlist creation with it', async () => {
    const db = freshDb();
    await queue(db, {
      kind: 'createPlaylist',
      tempId: -5,
      body: { name: '', client_key: 'clave-vacia-1' },
      saveToLibrary: true,
    });
    await queue(db, { kind: 'addSong', playlistId: -5, song: song(1) });
    const sent: string[] = [];
    const report = await flushQueue({
      ...libraryQueueDeps(db, 7),
      send: async (c: LibraryChange) => {
        sent.push(c.kind);
        throw httpError(400);
      },
    });
    expect(sent).toEqual(['createPlaylist']);
    expect(report.waiting).toBe(0);
    expect(await db.libraryPlaylists.count()).toBe(0);
  });
});

describe('refreshing the mirror', () => {
  const nothing = (version = 1): LibraryChanges => ({
    fromScratch: true,
    version,
    liked: [],
    removedSongIds: [],
    playlists: [],
  });
  const likedEntry = (id: number) => ({
    song_id: id,
    addedAt: new Date(1_000 * id).toISOString(),
    Song: song(id),
  });

  it('keeps a like made while the server library was being fetched (the answer is older)', async () => {
    const db = freshDb();
    const editsAtFetch = localEditCount();
    // The like is made and sent while the refresh waits for GET /libraries.
    await applyLocally(db, { kind: 'like', song: song(3) }, 7);
    expect(await applyToMirror(db, 7, nothing(), new Map(), editsAtFetch)).toBe(false);
    expect(await db.librarySongs.get(3)).toBeDefined();
    expect(await mirroredVersion(db, 7)).toBe(0);
    // A refresh fetched after it replaces the mirror as usual.
    expect(await applyToMirror(db, 7, nothing(), new Map(), localEditCount())).toBe(true);
    expect(await db.librarySongs.get(3)).toBeUndefined();
  });

  it('keeps a like sent while the server library was being fetched (the server read it first)', async () => {
    const db = freshDb();
    await queue(db, { kind: 'like', song: song(4) });
    // The refresh asks for the library; the queued like goes out and is accepted meanwhile.
    const editsAtFetch = localEditCount();
    const report = await flushQueue({ ...libraryQueueDeps(db, 7), send: async () => ({}) });
    expect(report).toMatchObject({ sent: 1, waiting: 0 });
    // The answer was read before the like was written: nothing waits, yet it is not applied.
    expect(await applyToMirror(db, 7, nothing(), new Map(), editsAtFetch)).toBe(false);
    expect(await db.librarySongs.get(4)).toBeDefined();
  });

  it('applies changes since a version: new songs in, removed ones out, the rest kept', async () => {
    const db = freshDb();
    const first = { ...nothing(4), liked: [likedEntry(1), likedEntry(2), likedEntry(3)] };
    expect(await applyToMirror(db, 7, first, new Map(), localEditCount())).toBe(true);
    expect(await mirroredVersion(db, 7)).toBe(4);
    // Someone else's version is not this person's: they start from scratch.
    expect(await mirroredVersion(db, 8)).toBe(0);

    const since: LibraryChanges = {
      fromScratch: false,
      version: 6,
      liked: [likedEntry(5)],
      removedSongIds: [2],
      playlists: [],
    };
    expect(await applyToMirror(db, 7, since, new Map(), localEditCount())).toBe(true);
    expect((await db.librarySongs.toArray()).map((entry) => entry.song_id).sort()).toEqual([
      1, 3, 5,
    ]);
    expect(await mirroredVersion(db, 7)).toBe(6);
  });

  /** Serves GET /libraries/7 with the page `pageFor(since)` gives, noting each since asked. */
  function serveLibrary(pageFor: (since: number) => Partial<Library>) {
    const asked: number[] = [];
    const api = installFakeApi({
      '/libraries/7': (config) => {
        const since = Number(config.params?.since);
        asked.push(since);
        return ok({
          library_id: 1,
          user_id: 7,
          version: 0,
          has_more: false,
          Song_Libraries: [],
          removed_song_ids: [],
          Playlist_Libraries: [],
          ...pageFor(since),
        });
      },
    });
    return { asked, api };
  }

  it('reads every page of the changes, a later word about a song replacing an earlier one', async () => {
    const pages: Record<number, Partial<Library>> = {
      0: { version: 2, has_more: true, Song_Libraries: [likedEntry(1), likedEntry(2)] },
      2: { version: 4, has_more: true, Song_Libraries: [likedEntry(3)], removed_song_ids: [1] },
      4: { version: 5, has_more: false, Song_Libraries: [likedEntry(1)], removed_song_ids: [3] },
    };
    const { asked, api } = serveLibrary((since) => pages[since] ?? {});
    const changes = await fetchLibraryChanges(7, 0).finally(() => api.restore());
    expect(asked).toEqual([0, 2, 4]);
    expect(changes.version).toBe(5);
    expect(changes.fromScratch).toBe(true);
    expect(changes.liked.map((entry) => entry.song_id).sort()).toEqual([1, 2]);
    expect(changes.removedSongIds).toEqual([3]);
  });

  it('reads from scratch when the server went back to an older version (a restored backup)', async () => {
    const { asked, api } = serveLibrary((since) => ({
      version: 3,
      Song_Libraries: since === 0 ? [likedEntry(1)] : [],
    }));
    const changes = await fetchLibraryChanges(7, 40).finally(() => api.restore());
    expect(asked).toEqual([40, 0]);
    expect(changes).toMatchObject({ fromScratch: true, version: 3 });
    expect(changes.liked.map((entry) => entry.song_id)).toEqual([1]);
  });
});

describe('a change made right before the page closes', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    forgetSessionUser();
  });

  it('is shown only once it is also queued: both are kept, or neither', async () => {
    saveSessionUser(LISTENER);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    const db = freshDb();
    // The queue's write fails (the page went away mid-write, or the browser aborted it).
    const add = vi.spyOn(db.offlineQueue, 'add').mockImplementationOnce(() => {
      throw new Error('abortado');
    });
    await expect(makeChange({ kind: 'like', song: song(5) }, db)).rejects.toThrow('abortado');
    expect(await db.librarySongs.get(5)).toBeUndefined();
    add.mockRestore();
    await makeChange({ kind: 'like', song: song(5) }, db);
    expect(await db.librarySongs.get(5)).toBeDefined();
    expect((await db.offlineQueue.toArray()).map((entry) => entry.kind)).toEqual(['like']);
  });

  it('waits at the next start for the signed-in person only', async () => {
    const db = freshDb();
    await enqueue(db, { kind: 'like', song: song(5) }, LISTENER.credentials_id);
    await enqueue(db, { kind: 'play' }, VISITOR_OWNER);
    expect(await hasWaitingChanges(LISTENER.credentials_id, db)).toBe(true);
    expect(await hasWaitingChanges(LISTENER.credentials_id + 1, db)).toBe(false);
  });
});
