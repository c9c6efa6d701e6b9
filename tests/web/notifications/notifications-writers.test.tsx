/**
 * DECISIONS "Notifications": each event the app reports writes one local notification where it
 * succeeds: a song uploaded (upload form), a playlist created (album editor, and a queued creation
 * the server accepted), songs saved for offline (pin), queued changes sent (one per replay, not
 * per change, and none for a change sent as it was made), a new version ready.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Library } from '../../../domain/library';
import type { PlaylistDetail } from '../../../domain/playlists';
import { saveSessionUser } from '../../../src/features/auth/session-store';
import { applyLocally } from '../../../src/features/library-sync/mirror';
import { makeChange, syncLibrary } from '../../../src/features/library-sync/sync';
import { PinButton } from '../../../src/features/offline/PinButton';
import type { LibraryChange } from '../../../src/features/offline-queue/library-changes';
import { enqueue } from '../../../src/features/offline-queue/queue';
import { clearPersonTables, db, type TamboraDb } from '../../../src/lib/db';
import { recordUpdateNotification } from '../../../src/lib/sw-bridge';
import { COMPOSER, HOME_ROUTES, LISTENER } from '../helpers/auth-fixtures';
import {
  type FakeApi,
  type FakeRoute,
  installFakeApi,
  makePlaylist,
  makeSong,
  ok,
  page,
} from '../helpers/fake-api';
import { FakeAudio } from '../helpers/fake-audio';
import { resetBrowser } from '../helpers/fresh-browser';
import { freshDatabases } from '../helpers/fresh-db';
import { mp3File, pngFile } from '../helpers/picked-files';
import { renderApp } from '../helpers/render-app';
import { renderWithMantine } from '../helpers/with-mantine';

let api: FakeApi | undefined;
const freshDb = freshDatabases('writers');

beforeEach(async () => {
  await resetBrowser();
  URL.createObjectURL = vi.fn(() => 'blob:tambora/1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(async () => {
  api?.restore();
  api = undefined;
  vi.unstubAllGlobals();
});

const emptyLibrary = (): Library => ({
  library_id: 5,
  user_id: LISTENER.credentials_id,
  version: 0,
  has_more: false,
  Song_Libraries: [],
  removed_song_ids: [],
  Playlist_Libraries: [],
});

function serve(extra: Record<string, FakeRoute>): FakeApi {
  api = installFakeApi({
    ...HOME_ROUTES,
    '/session': (config) => ok(config.method === 'get' ? LISTENER : {}),
    [`/libraries/${LISTENER.credentials_id}`]: () => ok(emptyLibrary()),
    '/song_libraries': () => ok({ song_id: 1, liked: true }),
    ...extra,
  });
  return api;
}

async function queued(database: TamboraDb, change: LibraryChange): Promise<void> {
  await applyLocally(database, change, LISTENER.credentials_id);
  await enqueue(database, change, LISTENER.credentials_id);
}

describe('queued changes sent', () => {
  it('writes one notification per replay however many it sent; none for nothing or for a change sent as it was made', async () => {
    saveSessionUser(LISTENER);
    serve({});
    const database = freshDb();
    await queued(database, { kind: 'like', song: makeSong(1) });
    await queued(database, { kind: 'like', song: makeSong(2) });
    expect(await syncLibrary(database)).toEqual({ sent: 2, refused: 0, waiting: 0 });
    const written = await database.notifications.toArray();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      type: 'info',
      title: 'Cambios enviados',
      description: 'Se enviaron 2 cambios que estaban pendientes.',
      read: 0,
    });
    await syncLibrary(database);
    await makeChange({ kind: 'like', song: makeSong(3) }, database);
    expect(await database.offlineQueue.count()).toBe(0);
    expect(await database.notifications.count()).toBe(1);
  });
});

describe('playlist created', () => {
  it('is written when the server accepts a playlist created from a song (through the queue)', async () => {
    saveSessionUser(LISTENER);
    const created: PlaylistDetail = {
      ...makePlaylist(40, { name: 'Viaje', public: false, user_id: LISTENER.credentials_id }),
      Song_Playlists: [],
    };
    serve({
      '/playlists': () => ({ status: 201, data: created }),
      '/playlist_libraries': () => ({ status: 201, data: {} }),
    });
    const database = freshDb();
    await makeChange(
      {
        kind: 'createPlaylist',
        tempId: -7,
        body: { name: 'Viaje', public: false, isFromRepertoire: false, client_key: 'clave-1' },
        saveToLibrary: true,
      },
      database,
    );
    const [written] = await database.notifications.toArray();
    expect(written).toMatchObject({
      type: 'message',
      title: 'Playlist creada',
      description: '«Viaje» ya está en tus playlists.',
    });
  });

  it("is written when the album editor's new album is saved", async () => {
    saveSessionUser(COMPOSER);
    const saved: PlaylistDetail = {
      ...makePlaylist(41, { name: 'Merengues de oro', user_id: COMPOSER.credentials_id }),
      Song_Playlists: [],
    };
    api = installFakeApi({
      ...HOME_ROUTES,
      '/songsFromRepertoire': () => ok(page([])),
      '/storage/images': () => ({
        status: 201,
        data: {
          bucket: 'images',
          name: '1_tapa.png',
          url: '/media/images/1_tapa.png',
          thumbUrl: '/media/images/1_tapa.thumb.webp',
          format: 'png',
          size_bytes: 4,
          width: 600,
          height: 600,
        },
      }),
      '/playlists': () => ({ status: 201, data: saved }),
      '/playlists/41': () => ok(saved),
    });
    const actor = userEvent.setup();
    const { router } = renderApp('/uploadPlaylists');
    await screen.findByRole('button', { name: 'Guardar álbum' });
    // Mantine's FileInput labels its button; the file goes to the input behind it.
    await actor.upload(
      document.querySelector('input[type="file"]') as HTMLInputElement,
      pngFile('tapa.png'),
    );
    await actor.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Merengues de oro');
    await actor.click(screen.getByRole('button', { name: 'Guardar álbum' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/uploadPlaylists'));
    const [written] = await db.notifications.toArray();
    expect(written).toMatchObject({
      title: 'Playlist creada',
      description: '«Merengues de oro» ya está en tus playlists.',
    });
  });
});

describe('song uploaded', () => {
  it('is written when the upload form creates the song', async () => {
    vi.stubGlobal('Audio', FakeAudio);
    saveSessionUser(COMPOSER);
    api = installFakeApi({
      ...HOME_ROUTES,
      '/storage/audios': () => ({
        status: 201,
        data: {
          bucket: 'audios',
          name: '1_son.mp3',
          url: '/media/audios/1_son.mp3',
          format: 'mp3',
          size_bytes: 2048,
          duration_seconds: 185.4,
          duration: '3:05',
        },
      }),
      '/songs': (config) =>
        config.method === 'post'
          ? { status: 201, data: makeSong(77, { title: 'Mi son' }) }
          : ok(page([])),
    });
    const actor = userEvent.setup();
    const { router } = renderApp('/uploadSong');
    await screen.findByRole('heading', { name: 'Composición' });
    expect(await db.notifications.count()).toBe(0);
    await actor.type(screen.getByRole('textbox', { name: 'Título' }), 'Mi son');
    await actor.selectOptions(screen.getByRole('combobox', { name: 'Género' }), 'SON');
    await actor.type(screen.getByRole('textbox', { name: 'Compositor 1' }), 'Rafael Almonte');
    await actor.upload(screen.getByLabelText(/^Audio/), mp3File('son.mp3'));
    await screen.findByText('Duración: 3:05');
    await actor.click(screen.getByRole('button', { name: 'Guardar canción' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [written] = await db.notifications.toArray();
    expect(written).toMatchObject({
      type: 'message',
      title: 'Canción subida',
      description: '«Mi son» ya está publicada en Tambora.',
      read: 0,
    });
  });
});

describe('saved for offline', () => {
  /** Just enough of Cache Storage for the audio cache. */
  function memoryCaches() {
    const stores = new Map<string, Map<string, Response>>();
    return {
      open: async (name: string) => {
        const store = stores.get(name) ?? new Map<string, Response>();
        stores.set(name, store);
        return {
          match: async (url: string) => store.get(url)?.clone(),
          put: async (url: string, response: Response) => void store.set(url, response),
          delete: async (url: string) => store.delete(url),
        };
      },
    };
  }

  it('is written once pinned songs are downloaded, not when none could be', async () => {
    vi.stubGlobal('caches', memoryCaches());
    let status = 404;
    vi.stubGlobal('fetch', async () => new Response(status === 200 ? 'audio' : '', { status }));
    const songs = [makeSong(5, { title: 'Bachata rosa' }), makeSong(6, { title: 'Mi son' })];
    const view = renderWithMantine(<PinButton songs={songs} what="la playlist" />);
    const button = view.getByRole('button', { name: 'Disponible sin conexión: la playlist' });
    await userEvent.click(button);
    await waitFor(() => expect(view.queryByRole('status')).toBeNull());
    expect(await db.notifications.count()).toBe(0);

    status = 200;
    await userEvent.click(button);
    await waitFor(async () => expect(await db.notifications.count()).toBe(1));
    const [written] = await db.notifications.toArray();
    expect(written).toMatchObject({
      type: 'info',
      title: 'Disponible sin conexión',
      description: '2 canciones se pueden escuchar sin conexión.',
    });
  });
});

describe('new version ready', () => {
  it('writes an update notification', async () => {
    await recordUpdateNotification();
    const [written] = await db.notifications.toArray();
    expect(written).toMatchObject({
      type: 'update',
      title: 'Nueva versión disponible',
      read: 0,
    });
  });
});

describe("an admin's action on the person's song", () => {
  const notice = (id: number, kind: 'song_hidden' | 'song_deleted', title: string) => ({
    id,
    at: new Date(Date.UTC(2026, 10, 20, 9) + id * 60_000).toISOString(),
    kind,
    song_title: title,
    reason: 'Infringe derechos de autor',
  });

  it('each notice the server kept becomes one notification, at its own time, once per device', async () => {
    const database = freshDb();
    const held = [notice(1, 'song_hidden', 'Burbujas'), notice(2, 'song_deleted', 'Bachata rosa')];
    serve({
      '/notices': (config) =>
        ok({ items: held.filter((item) => item.id > Number(config.params.after)) }),
    });
    const { pullNotices } = await import('../../../src/features/notifications/server-notices');
    await pullNotices(COMPOSER.credentials_id, database);
    const written = await database.notifications.orderBy('time').toArray();
    expect(written).toMatchObject([
      {
        type: 'alert',
        title: 'Un administrador ocultó tu canción',
        description: '«Burbujas» ahora es privada. Motivo: Infringe derechos de autor',
        time: Date.parse('2026-11-20T09:01:00.000Z'),
        read: 0,
      },
      {
        title: 'Un administrador eliminó tu canción',
        description: '«Bachata rosa» ya no está en Tambora. Motivo: Infringe derechos de autor',
      },
    ]);
    // The next start asks only for what came after.
    held.push(notice(3, 'song_hidden', 'Mi son'));
    await pullNotices(COMPOSER.credentials_id, database);
    expect(await database.notifications.count()).toBe(3);
    expect(api?.calls.map((call) => call.params.after)).toEqual([0, 2]);
    // Another person on this device starts from the beginning of their own.
    await pullNotices(LISTENER.credentials_id, database);
    expect(api?.calls.at(-1)?.params.after).toBe(0);
  });

  /** A `/notices` route whose first answer waits until the test lets it go. */
  function heldAnswer(items: ReturnType<typeof notice>[]) {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const route: FakeRoute = async (config) => {
      if (api?.calls.filter((call) => call.url === '/notices').length === 1) await released;
      return ok({ items: items.filter((item) => item.id > Number(config.params.after)) });
    };
    return { route, release };
  }

  it('a sign-out while the answer is on its way leaves nothing of the person', async () => {
    const database = freshDb();
    const held = heldAnswer([notice(1, 'song_hidden', 'Burbujas')]);
    serve({ '/notices': held.route });
    const { pullNotices } = await import('../../../src/features/notifications/server-notices');
    const pulling = pullNotices(COMPOSER.credentials_id, database);
    await waitFor(() => expect(api?.calls).toHaveLength(1));
    await clearPersonTables(database);
    held.release();
    await pulling;
    expect(await database.notifications.count()).toBe(0);
    expect(await database.settings.count()).toBe(0);
  });

  it('two tabs pulling at once say each notice once', async () => {
    const database = freshDb();
    const held = [notice(1, 'song_hidden', 'Burbujas')];
    serve({
      '/notices': (config) =>
        ok({ items: held.filter((item) => item.id > Number(config.params.after)) }),
    });
    const path = '../../../src/features/notifications/server-notices';
    const tabs = [];
    for (let tab = 0; tab < 2; tab++) {
      vi.resetModules();
      tabs.push(
        (await import(path)) as typeof import('../../../src/features/notifications/server-notices'),
      );
    }
    await Promise.all(tabs.map((tab) => tab.pullNotices(COMPOSER.credentials_id, database)));
    expect(await database.notifications.count()).toBe(1);
  });

  it("a pull that never hears back holds up no other store's", async () => {
    const held = heldAnswer([notice(1, 'song_hidden', 'Burbujas')]);
    serve({ '/notices': held.route });
    const { pullNotices } = await import('../../../src/features/notifications/server-notices');
    const waiting = pullNotices(COMPOSER.credentials_id, freshDb());
    await waitFor(() => expect(api?.calls).toHaveLength(1));
    const other = freshDb();
    await pullNotices(COMPOSER.credentials_id, other);
    expect(await other.notifications.count()).toBe(1);
    held.release();
    await waiting;
  });

  it('asks again after a full page', async () => {
    const database = freshDb();
    const held = Array.from({ length: 51 }, (_, index) =>
      notice(index + 1, 'song_hidden', `S${index}`),
    );
    serve({
      '/notices': (config) =>
        ok({ items: held.filter((item) => item.id > Number(config.params.after)).slice(0, 50) }),
    });
    const { pullNotices } = await import('../../../src/features/notifications/server-notices');
    await pullNotices(COMPOSER.credentials_id, database);
    expect(await database.notifications.count()).toBe(51);
  });
});
