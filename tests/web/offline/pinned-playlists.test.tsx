/**
 * Pinned playlists follow their playlist and Descargas plays them (point 10):
 * a song added later is downloaded and pinned, a removed one is let go, a playlist that is gone
 * is unpinned, no answer changes nothing, and one removed by hand is not fetched again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Song } from '../../../domain/api';
import { AUDIO_CACHE } from '../../../domain/cache-names';
import type { PlaylistDetail } from '../../../domain/playlists';
import { clearOfflineMusic, removeSavedSong } from '../../../src/features/offline/audio-cache';
import {
  followPinnedPlaylists,
  pinPlaylist,
  unpinPlaylist,
} from '../../../src/features/offline/pinned-playlists';
import { player } from '../../../src/features/player/store';
import { FetchJsonError, FetchNetworkError } from '../../../src/lib/api-errors';
import { clearAllTables, db } from '../../../src/lib/db';
import { HOME_ROUTES } from '../helpers/auth-fixtures';
import { type FakeApi, installFakeApi, makeSong } from '../helpers/fake-api';
import { memoryCaches } from '../helpers/memory-caches';
import { renderApp } from '../helpers/render-app';

const song = (id: number, title: string): Song =>
  makeSong(id, { title, audio: `/media/audios/${id}.m4a`, interpreters: ['Grupo'] });
const UNO = song(1, 'Uno');
const DOS = song(2, 'Dos');
const TRES = song(3, 'Tres');

function playlist(id: number, name: string, songs: Song[]): PlaylistDetail {
  return {
    playlist_id: id,
    name,
    description: '',
    cover: null,
    public: true,
    Song_Playlists: songs.map((one, position) => ({
      song_id: one.song_id,
      playlist_id: id,
      position,
      Song: one,
    })),
  } as unknown as PlaylistDetail;
}

let caches: ReturnType<typeof memoryCaches>;
let downloads: string[];
let api: FakeApi;
/** What GET /playlists/7 answers (the app follows pinned playlists as it starts). */
let onServer: PlaylistDetail | null;

beforeEach(async () => {
  await clearAllTables(db);
  caches = memoryCaches();
  vi.stubGlobal('caches', caches.api);
  onServer = null;
  api = installFakeApi({
    ...HOME_ROUTES,
    '/playlists/7': () =>
      onServer ? { status: 200, data: onServer } : { status: 404, data: { message: 'No existe' } },
  });
  downloads = [];
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (!url.startsWith('/media/')) return realFetch(input, init);
    if (init?.method === 'HEAD') {
      return new Response(null, { headers: { 'content-length': '1000000' } });
    }
    downloads.push(url);
    return new Response(new Uint8Array(1_000_000), {
      headers: { 'content-type': 'audio/mp4', 'cache-control': 'public' },
    });
  });
});

afterEach(() => {
  api.restore();
  vi.unstubAllGlobals();
});

const pinnedIds = async () =>
  (await db.offlineSongs.where('pinned').equals(1).primaryKeys()).sort();

describe('a pinned playlist follows its playlist', () => {
  it('downloads a song added later and lets go of one removed', async () => {
    await pinPlaylist(playlist(7, 'Fiesta', [UNO, DOS]));
    expect(await pinnedIds()).toEqual([1, 2]);

    await followPinnedPlaylists({ read: async () => playlist(7, 'Fiesta', [DOS, TRES]) });
    expect(await pinnedIds()).toEqual([2, 3]);
    expect(downloads).toContain('/media/audios/3.m4a');
    // Let go, not deleted: an evictable copy like a recent play.
    expect((await db.offlineSongs.get(1))?.pinned).toBe(0);
    expect((await db.pinnedPlaylists.get(7))?.songIds).toEqual([2, 3]);
  });

  it('keeps a song another pinned playlist still holds', async () => {
    await pinPlaylist(playlist(7, 'Fiesta', [UNO, DOS]));
    await pinPlaylist(playlist(8, 'Calma', [UNO]));
    await followPinnedPlaylists({
      read: async (id) => (id === 7 ? playlist(7, 'Fiesta', [DOS]) : playlist(8, 'Calma', [UNO])),
    });
    expect(await pinnedIds()).toEqual([1, 2]);
    await unpinPlaylist(8);
    expect(await pinnedIds()).toEqual([2]);
  });

  it('unpins a playlist that is gone; no answer changes nothing', async () => {
    await pinPlaylist(playlist(7, 'Fiesta', [UNO]));
    await followPinnedPlaylists({
      read: async () => {
        throw new FetchNetworkError(new TypeError('Failed to fetch'));
      },
    });
    expect(await db.pinnedPlaylists.count()).toBe(1);
    expect(await pinnedIds()).toEqual([1]);

    await followPinnedPlaylists({
      read: async () => {
        throw new FetchJsonError(404, { message: 'Playlist no encontrada' });
      },
    });
    expect(await db.pinnedPlaylists.count()).toBe(0);
    expect(await pinnedIds()).toEqual([]);
  });

  it('does not fetch again a song the person removed by hand', async () => {
    await pinPlaylist(playlist(7, 'Fiesta', [UNO, DOS]));
    await removeSavedSong(1);
    downloads = [];
    await followPinnedPlaylists({ read: async () => playlist(7, 'Fiesta', [UNO, DOS]) });
    expect(downloads).toEqual([]);
    expect(await db.offlineSongs.get(1)).toBeUndefined();
  });

  it("'Borrar todo' with the pins forgets the pinned playlists", async () => {
    await pinPlaylist(playlist(7, 'Fiesta', [UNO]));
    await clearOfflineMusic({ includingPinned: false });
    expect(await db.pinnedPlaylists.count()).toBe(1);
    await clearOfflineMusic({ includingPinned: true });
    expect(await db.pinnedPlaylists.count()).toBe(0);
    expect(caches.urls(AUDIO_CACHE)).toEqual([]);
  });
});

describe('Descargas plays a pinned playlist', () => {
  it('lists it with what is saved, plays its saved songs in order, and lets it go', async () => {
    const user = userEvent.setup();
    player.close();
    const fiesta = playlist(7, 'Fiesta', [DOS, UNO, TRES]);
    // The app follows it at start: the server has it as it was pinned.
    onServer = fiesta;
    await pinPlaylist(fiesta);
    await removeSavedSong(3);
    renderApp('/Descargas');
    const list = await screen.findByRole('list', { name: 'Playlists disponibles sin conexión' });
    expect(within(list).getByRole('link', { name: 'Fiesta' })).toHaveAttribute(
      'href',
      '/PlaylistSongsCard/7',
    );
    expect(within(list).getByText('2 de 3 canciones guardadas · 2 MB')).toBeVisible();

    await user.click(within(list).getByRole('button', { name: 'Reproducir Fiesta' }));
    await waitFor(() => expect(player.getState().current?.song_id).toBe(2));
    expect(player.getState().list.map((item) => item.song_id)).toEqual([2, 1]);
    player.close();

    await user.click(within(list).getByRole('button', { name: 'Dejar de guardar Fiesta' }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Playlists disponibles sin conexión' })).toBeNull(),
    );
    expect(await pinnedIds()).toEqual([]);
  });
});
