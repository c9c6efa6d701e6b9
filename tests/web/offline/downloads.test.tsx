/**
 * /Descargas: the saved songs with their sizes, per-song
 * 'Quitar', the budget the person sets, 'Borrar todo' that keeps pins unless asked, and 'Guardar
 * mis me gusta sin conexión' saving a liked song.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Song } from '../../../domain/api';
import { AUDIO_CACHE } from '../../../domain/cache-names';
import { isSaved, saveSong } from '../../../src/features/offline/audio-cache';
import { downloadQuality } from '../../../src/features/offline/audio-source';
import { onUnmeteredConnection, readPreferences } from '../../../src/features/offline/preferences';
import { saveLikedSongs } from '../../../src/features/offline/saved-likes';
import { formatBytes } from '../../../src/features/offline/sizes';
import {
  smartDownloadsRunning,
  syncSmartDownloads,
  watchSmartDownloads,
} from '../../../src/features/offline/smart-downloads';
import { player } from '../../../src/features/player/store';
import { clearAllTables, db } from '../../../src/lib/db';
import { HOME_ROUTES } from '../helpers/auth-fixtures';
import { type FakeApi, installFakeApi, makeSong } from '../helpers/fake-api';
import { memoryCaches } from '../helpers/memory-caches';
import { renderApp } from '../helpers/render-app';

let api: FakeApi;
let caches: ReturnType<typeof memoryCaches>;

function song(id: number, title: string): Song {
  return makeSong(id, { title, audio: `/media/audios/${id}.m4a`, interpreters: ['Grupo'] });
}

async function saved(target: Song, sizeBytes: number, pinned: 0 | 1 = 0, lastPlayedAt = 1) {
  await (await caches.api.open(AUDIO_CACHE)).put(
    target.audio,
    new Response('x', { headers: { 'cache-control': 'public' } }),
  );
  await db.offlineSongs.put({
    song_id: target.song_id,
    song: target,
    pinned,
    sizeBytes,
    cachedAt: 1,
    lastPlayedAt,
  });
}

beforeEach(async () => {
  await clearAllTables(db);
  caches = memoryCaches();
  vi.stubGlobal('caches', caches.api);
  api = installFakeApi(HOME_ROUTES);
});

afterEach(() => {
  api.restore();
  vi.unstubAllGlobals();
});

describe('formatBytes', () => {
  it('uses decimal megabytes, as phones do (es-DO writes a decimal point)', () => {
    expect(formatBytes(3_500_000)).toBe('3.5 MB');
    expect(formatBytes(250_000_000)).toBe('250 MB');
    expect(formatBytes(1_000_000_000)).toBe('1 GB');
  });
});

describe('onUnmeteredConnection', () => {
  it('is Wi-Fi, a wire, or a browser that does not say; never with Ahorro de datos', () => {
    expect(onUnmeteredConnection({ type: 'wifi' })).toBe(true);
    expect(onUnmeteredConnection({ type: 'cellular' })).toBe(false);
    expect(onUnmeteredConnection({})).toBe(true);
    expect(onUnmeteredConnection({ type: 'wifi', saveData: true })).toBe(false);
  });
});

describe('/Descargas', () => {
  it('lists saved songs with sizes and pins, removes one, and changes the budget', async () => {
    const user = userEvent.setup();
    await saved(song(1, 'Merengue Fijo'), 4_000_000, 1, 2);
    await saved(song(2, 'Bachata Reciente'), 3_500_000, 0, 3);
    renderApp('/Descargas');
    const list = await screen.findByRole('list', { name: 'Canciones guardadas' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByText('Grupo · 3.5 MB')).toBeVisible();
    expect(within(list).getByText('Fijada')).toBeVisible();
    expect(screen.getByTestId('descargas-uso')).toHaveTextContent('Usado: 7.5 MB de 500 MB');

    await user.click(screen.getByRole('button', { name: 'Quitar Bachata Reciente' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(caches.urls(AUDIO_CACHE)).toEqual(['/media/audios/1.m4a']);

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Espacio para música sin conexión' }),
      '1 GB',
    );
    await waitFor(async () => expect((await readPreferences(db)).budgetBytes).toBe(1_000_000_000));
    expect(screen.getByTestId('descargas-uso')).toHaveTextContent('de 1 GB');
  });

  it("plays what is saved: a play button on each song and 'Reproducir todo', in the page's order", async () => {
    const user = userEvent.setup();
    player.close();
    await saved(song(1, 'Merengue Fijo'), 4_000_000, 1, 2);
    await saved(song(2, 'Bachata Reciente'), 3_500_000, 0, 3);
    renderApp('/Descargas');
    const list = await screen.findByRole('list', { name: 'Canciones guardadas' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByRole('button', { name: 'Reproducir Merengue Fijo' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Reproducir todo' }));
    await waitFor(() => expect(player.getState().current?.song_id).toBe(2));
    expect(player.getState().list.map((item) => item.song_id)).toEqual([2, 1]);

    await user.click(within(list).getByRole('button', { name: 'Reproducir Merengue Fijo' }));
    await waitFor(() => expect(player.getState().current?.song_id).toBe(1));
    expect(player.getState().list.map((item) => item.song_id)).toEqual([2, 1]);
    player.close();
  });

  it('counts and clears the files an earlier session left on the device', async () => {
    const user = userEvent.setup();
    await saved(song(1, 'Merengue Fijo'), 4_000_000, 1, 2);
    // A public song the previous person saved: its file stays, its record went with the sign-out.
    await (await caches.api.open(AUDIO_CACHE)).put(
      '/media/audios/9.m4a',
      new Response('x', { headers: { 'cache-control': 'public', 'content-length': '2500000' } }),
    );
    renderApp('/Descargas');
    expect(
      await screen.findByRole('heading', { name: 'Guardadas en este dispositivo' }),
    ).toBeVisible();
    expect(
      screen.getByText(/^1 canción guardada en una sesión anterior de este dispositivo \(2.5 MB\)/),
    ).toBeVisible();
    expect(screen.getByTestId('descargas-uso')).toHaveTextContent('Usado: 6.5 MB de 500 MB');

    await user.click(
      screen.getByRole('button', { name: 'Borrar las canciones de sesiones anteriores' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Guardadas en este dispositivo' })).toBeNull(),
    );
    expect(caches.urls(AUDIO_CACHE)).toEqual(['/media/audios/1.m4a']);
    expect(screen.getByTestId('descargas-uso')).toHaveTextContent('Usado: 4 MB de 500 MB');
  });

  it("'Borrar todo' asks first and keeps pins unless asked to remove them too", async () => {
    const user = userEvent.setup();
    await saved(song(1, 'Merengue Fijo'), 4_000_000, 1);
    await saved(song(2, 'Bachata Reciente'), 3_500_000, 0);
    renderApp('/Descargas');
    await screen.findByRole('list', { name: 'Canciones guardadas' });
    await user.click(screen.getByRole('button', { name: 'Borrar todo' }));
    let dialog = await screen.findByRole('dialog');
    // The modal fades in: on a loaded machine it may still be transparent for a moment.
    await waitFor(() =>
      expect(
        within(dialog).getByText('¿Borrar la música guardada en este dispositivo?'),
      ).toBeVisible(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Borrar' }));
    await waitFor(async () => expect(await db.offlineSongs.count()).toBe(1));
    expect((await db.offlineSongs.toArray())[0]?.song.title).toBe('Merengue Fijo');

    await user.click(screen.getByRole('button', { name: 'Borrar todo' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Quitar también las fijadas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Borrar' }));
    await waitFor(async () => expect(await db.offlineSongs.count()).toBe(0));
    expect(caches.urls(AUDIO_CACHE)).toEqual([]);
    expect(
      await screen.findByText('Aún no hay canciones guardadas en este dispositivo.'),
    ).toBeVisible();
  });

  it("'Guardar mis me gusta sin conexión' saves liked songs, within the budget", async () => {
    const user = userEvent.setup();
    const liked = song(5, 'Me Gusta Mucho');
    await db.librarySongs.put({ song_id: 5, song: liked, addedAt: 1 });
    const realFetch = globalThis.fetch;
    const downloads: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.startsWith('/media/')) return realFetch(input, init);
      downloads.push(url);
      return new Response(new Uint8Array(2_000_000), {
        headers: { 'content-type': 'audio/mp4', 'cache-control': 'public, max-age=60' },
      });
    });
    renderApp('/Descargas');
    await user.click(
      await screen.findByRole('switch', { name: /Guardar mis me gusta sin conexión/ }),
    );
    await waitFor(async () => expect(await db.offlineSongs.get(5)).toBeDefined());
    expect(downloads).toEqual(['/media/audios/5.m4a']);
    expect(caches.urls(AUDIO_CACHE)).toContain('/media/audios/5.m4a');
    // The run the switch started ends; a second one has nothing more to fetch.
    const deps = { unmetered: () => true, online: () => true };
    await saveLikedSongs(db, deps);
    expect(await saveLikedSongs(db, deps)).toBe(0);
    expect(downloads).toHaveLength(1);
  });

  it('finishes, on opening, a save of liked songs an earlier page left half way', async () => {
    const liked = song(5, 'Me Gusta Mucho');
    await db.librarySongs.put({ song_id: 5, song: liked, addedAt: 1 });
    await db.settings.put({
      key: 'offlinePreferences',
      value: { saveLiked: true, likedOnMobileData: false, budgetBytes: 250_000_000 },
    });
    // The file reached the cache; the page was left before its record was written.
    await (await caches.api.open(AUDIO_CACHE)).put(
      liked.audio,
      new Response('x', { headers: { 'cache-control': 'public', 'content-length': '2000000' } }),
    );
    renderApp('/Descargas');
    const list = await screen.findByRole('list', { name: 'Canciones guardadas' });
    expect(await within(list).findByText('Me Gusta Mucho')).toBeVisible();
    // The look for unlisted files may answer before the save is finished (a loaded machine): what
    // holds is that the file ends up listed as the liked song, not as a file of nobody's.
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Guardadas en este dispositivo' })).toBeNull(),
    );
  });

  it('makes, on opening, the room a save an earlier page left half way did not', async () => {
    await db.settings.put({
      key: 'offlinePreferences',
      value: { saveLiked: false, likedOnMobileData: false, budgetBytes: 5_000_000 },
    });
    // A smart download filled the budget; a pin was recorded, and the page left before eviction.
    await saved(song(3, 'Traída Sola'), 5_000_000);
    await db.offlineSongs.update(3, { smart: 1, lastPlayedAt: 0 });
    await saved(song(4, 'La Que Pidió'), 2_000_000, 1);
    renderApp('/Descargas');
    const list = await screen.findByRole('list', { name: 'Canciones guardadas' });
    expect(await within(list).findByText('La Que Pidió')).toBeVisible();
    await waitFor(async () => expect(await db.offlineSongs.get(3)).toBeUndefined());
    expect(caches.urls(AUDIO_CACHE)).not.toContain('/media/audios/3.m4a');
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Descargas inteligentes' })).toBeNull(),
    );
  });

  it('saves nothing on mobile data unless allowed, nor beyond the budget', async () => {
    await db.librarySongs.put({ song_id: 5, song: song(5, 'Uno'), addedAt: 1 });
    await db.settings.put({
      key: 'offlinePreferences',
      value: { saveLiked: true, likedOnMobileData: false, budgetBytes: 250_000_000 },
    });
    expect(await saveLikedSongs(db, { unmetered: () => false, online: () => true })).toBe(0);
    await saved(song(9, 'Lleno'), 250_000_000);
    expect(await saveLikedSongs(db, { unmetered: () => true, online: () => true })).toBe(0);
    expect(await db.offlineSongs.get(5)).toBeUndefined();
  });
});

describe("'Descargas inteligentes'", () => {
  const list = [song(21, 'Para Ti Uno'), song(22, 'Para Ti Dos'), song(23, 'Para Ti Tres')];
  const on = { saveLiked: false, likedOnMobileData: false, budgetBytes: 250_000_000 };
  let downloads: string[];

  beforeEach(() => {
    downloads = [];
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.startsWith('/media/')) return realFetch(input, init);
      downloads.push(url);
      return new Response(new Uint8Array(1_000_000), {
        headers: { 'content-type': 'audio/mp4', 'cache-control': 'public, max-age=60' },
      });
    });
  });

  it('keeps the first N of Para ti on Wi-Fi only, marked as theirs, and follows the list', async () => {
    await db.settings.put({
      key: 'offlinePreferences',
      value: { ...on, smartDownloads: true, smartCount: 2 },
    });
    const deps = (songs: Song[], unmetered = true) => ({
      unmetered: () => unmetered,
      online: () => true,
      forYou: async () => songs,
    });
    expect(await syncSmartDownloads({}, db, deps(list, false))).toBe(0);
    expect(downloads).toEqual([]);
    // Asked for ('Descargar ahora'): mobile data is fine this once.
    expect(await syncSmartDownloads({ asked: true }, db, deps(list, false))).toBe(2);
    expect((await db.offlineSongs.toArray()).map((e) => [e.song_id, e.smart])).toEqual([
      [21, 1],
      [22, 1],
    ]);
    // The list changed: 22 left it and goes; 23 comes; 21, played meanwhile, is the person's now.
    await db.offlineSongs.update(21, { smart: undefined, lastPlayedAt: 5 });
    expect(await syncSmartDownloads({}, db, deps([list[2], list[0]]))).toBe(1);
    const kept = await db.offlineSongs.toArray();
    expect(kept.map((e) => [e.song_id, e.smart ?? 0])).toEqual([
      [21, 0],
      [23, 1],
    ]);
    expect(caches.urls(AUDIO_CACHE)).not.toContain('/media/audios/22.m4a');
  });

  it("'Descargar ahora' while a pass nobody asked for runs on mobile data still fetches", async () => {
    await db.settings.put({
      key: 'offlinePreferences',
      value: { ...on, smartDownloads: true, smartCount: 2 },
    });
    const onMobileData = { unmetered: () => false, online: () => true, forYou: async () => list };
    const unasked = syncSmartDownloads({}, db, onMobileData);
    const asked = syncSmartDownloads({ asked: true }, db, onMobileData);
    expect(await unasked).toBe(0);
    expect(await asked).toBe(2);
    expect(new Set(downloads)).toEqual(new Set(['/media/audios/21.m4a', '/media/audios/22.m4a']));
  });

  it('a pass is under way from the call to its end, and says so to who watches', async () => {
    await db.settings.put({
      key: 'offlinePreferences',
      value: { ...on, smartDownloads: true, smartCount: 1 },
    });
    const deps = { unmetered: () => true, online: () => true, forYou: async () => list };
    const seen: boolean[] = [];
    const stop = watchSmartDownloads(() => seen.push(smartDownloadsRunning()));
    let save = () => {};
    const saving = new Promise<void>((resolve) => {
      save = resolve;
    });
    const pass = syncSmartDownloads({ after: saving }, db, deps);
    expect(smartDownloadsRunning()).toBe(true);
    // Another call meanwhile shares the pass: one download, not two.
    expect(syncSmartDownloads({}, db, deps)).toBe(pass);
    expect(downloads).toEqual([]);
    save();
    expect(await pass).toBe(1);
    expect(smartDownloadsRunning()).toBe(false);
    expect(seen).toEqual([true, false]);
    stop();
  });

  it('a switch pressed before the stored choices are read stays where the person put it', async () => {
    // The page's first read of the stored choices comes back late, as on a slow phone.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let readBack = false;
    let first = true;
    const get = db.settings.get.bind(db.settings);
    vi.spyOn(db.settings, 'get').mockImplementation((async (key: string) => {
      if (key !== 'offlinePreferences' || !first) return get(key);
      first = false;
      const entry = await get(key);
      await held;
      readBack = true;
      return entry;
    }) as typeof db.settings.get);
    renderApp('/Descargas');
    const toggle = await screen.findByRole('switch', { name: /Descargas inteligentes/ });
    await userEvent.setup().click(toggle);
    expect(toggle).toBeChecked();
    release();
    await waitFor(() => expect(readBack).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toggle).toBeChecked();
    expect((await readPreferences(db)).smartDownloads).toBe(true);
  });

  it('only fills free room, and shows its own group in Descargas', async () => {
    await db.settings.put({
      key: 'offlinePreferences',
      value: { ...on, smartDownloads: true, smartCount: 30 },
    });
    await saved(song(9, 'Lleno'), 250_000_000);
    const deps = { unmetered: () => true, online: () => true, forYou: async () => list };
    expect(await syncSmartDownloads({}, db, deps)).toBe(0);
    await db.offlineSongs.delete(9);
    expect(await syncSmartDownloads({}, db, deps)).toBe(3);
    renderApp('/Descargas');
    const group = await screen.findByRole('list', { name: 'Descargas inteligentes' });
    expect(await within(group).findByText('Para Ti Uno')).toBeVisible();
    expect(
      screen.getByRole('heading', { name: /^Descargas inteligentes \(3\) · 3/ }),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Canciones guardadas' })).toBeNull();
  });
});

describe("'Calidad de las descargas'", () => {
  it("'Ahorro de datos' fetches the light file and keeps it under the song's own address", async () => {
    const fetched: string[] = [];
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.startsWith('/media/')) return realFetch(input, init);
      fetched.push(url);
      return new Response(new Uint8Array(url.endsWith('-light.m4a') ? 300_000 : 900_000), {
        headers: { 'content-type': 'audio/mp4', 'cache-control': 'public, max-age=60' },
      });
    });
    downloadQuality.set('light');
    const target = {
      ...song(31, 'Ligera'),
      audio: '/media/audios/31-stream.m4a',
      audio_light: '/media/audios/31-light.m4a',
    };
    expect(await saveSong(target, { pinned: true }, db)).toBe(true);
    expect(fetched).toEqual(['/media/audios/31-light.m4a']);
    expect(caches.urls(AUDIO_CACHE)).toContain('/media/audios/31-stream.m4a');
    expect(await isSaved(target, db)).toBe(true);
    expect((await db.offlineSongs.get(31))?.sizeBytes).toBe(300_000);
    downloadQuality.set('normal');
  });
});
