/**
 * Playlists: creation with the spec's fields and the caller
 * as owner, the page with its songs in order, edits and deletion by the owner (seasonal ones by
 * admins only), songs added once and removed, private playlists and songs for their owner only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSchema, playlistSchema, songSchema } from '../../../domain/api';
import { playlistDetailSchema, songPlaylistResultSchema } from '../../../domain/playlists';
import { sessionCookieFor } from '../../helpers/auth';
import {
  createPlaylist,
  createSong,
  createUser,
  type TestSong,
  type TestUser,
} from '../../helpers/factories';
import { uploadImage } from '../../helpers/media';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let composer: TestUser;
let listener: TestUser;
let admin: TestUser;
let cookies: Record<'composer' | 'listener' | 'other' | 'admin' | 'admin2', string>;
let songA: TestSong;
let songB: TestSong;
let songC: TestSong;
let privateSong: TestSong;

beforeAll(async () => {
  t = await createTestApp();
  composer = await createUser(t, { roles: ['composer'] });
  listener = await createUser(t, { roles: ['user'] });
  const other = await createUser(t, { roles: ['composer'] });
  admin = await createUser(t, { roles: ['admin'] });
  const admin2 = await createUser(t, { roles: ['admin'] });
  cookies = {
    composer: await sessionCookieFor(t, composer.userId),
    listener: await sessionCookieFor(t, listener.userId),
    other: await sessionCookieFor(t, other.userId),
    admin: await sessionCookieFor(t, admin.userId),
    admin2: await sessionCookieFor(t, admin2.userId),
  };
  songA = await createSong(t, composer.userId, { title: 'Uno', seconds: 2 });
  songB = await createSong(t, composer.userId, { title: 'Dos', seconds: 3 });
  songC = await createSong(t, composer.userId, { title: 'Tres', seconds: 1 });
  privateSong = await createSong(t, composer.userId, { title: 'Secreta', visibility: false });
});

afterAll(async () => {
  await t?.close();
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

describe('POST /playlists', () => {
  it('creates an album with the spec fields, the caller as owner, a claimed cover and songs in order', async () => {
    const cover = await uploadImage(t, cookies.composer);
    const response = await call('POST', '/playlists', cookies.composer, {
      name: '  Merengues de oro ',
      description: 'Clásicos',
      cover: cover.url,
      public: true,
      favorites_count: 1,
      isFromRepertoire: true,
      user_id: listener.userId,
      song_ids: [songB.id, songA.id],
    });
    expect(response.statusCode).toBe(201);
    const playlist = playlistDetailSchema.parse(response.json());
    expect(playlist).toMatchObject({
      name: 'Merengues de oro',
      description: 'Clásicos',
      cover: cover.url,
      cover_thumb: cover.thumbUrl,
      public: true,
      favorites_count: 1,
      isFromRepertoire: true,
      user_id: composer.userId,
      songsCount: 2,
    });
    expect(playlist.totalDurationSeconds).toBeCloseTo(5, 1);
    expect(playlist.Song_Playlists.map((entry) => entry.Song.title)).toEqual(['Dos', 'Uno']);

    // The same upload cannot become a second cover.
    const again = await call('POST', '/playlists', cookies.composer, {
      name: 'Otra',
      cover: cover.url,
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a cover that is not an upload of the caller', async () => {
    const cover = await uploadImage(t, cookies.other);
    const response = await call('POST', '/playlists', cookies.composer, {
      name: 'X',
      cover: cover.url,
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses an empty name and a 2,000-character description with 400 in Spanish', async () => {
    const empty = await call('POST', '/playlists', cookies.listener, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toContain('El nombre de la playlist es requerido.');
    const long = await call('POST', '/playlists', cookies.listener, {
      name: 'Larga',
      description: 'a'.repeat(2000),
    });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('1000');
    const fine = await call('POST', '/playlists', cookies.listener, {
      name: 'Justa',
      description: 'a'.repeat(1000),
    });
    expect(fine.statusCode).toBe(201);
  });

  it('needs a session', async () => {
    expect((await call('POST', '/playlists', undefined, { name: 'X' })).statusCode).toBe(401);
  });

  it('creates once per client_key, however often the creation is replayed', async () => {
    const body = {
      name: 'Sin conexión',
      public: false,
      isFromRepertoire: false,
      client_key: 'clave-offline-1',
    };
    const first = await call('POST', '/playlists', cookies.listener, body);
    const second = await call('POST', '/playlists', cookies.listener, body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().playlist_id).toBe(first.json().playlist_id);
    const mine = pageSchema(playlistSchema).parse(
      (await call('GET', '/playlists', cookies.listener)).json(),
    );
    expect(mine.items.filter((p) => p.name === 'Sin conexión')).toHaveLength(1);
    // Another person's same key is their own creation.
    const others = await call('POST', '/playlists', cookies.other, body);
    expect(others.statusCode).toBe(201);
    expect(others.json().playlist_id).not.toBe(first.json().playlist_id);
  });
});

describe('GET /playlists/{id}', () => {
  it('shows private songs to their owner only and private playlists to their owner only', async () => {
    const playlist = await createPlaylist(t, composer.userId, {
      public: false,
      songIds: [songA.id, privateSong.id],
    });
    const own = playlistDetailSchema.parse(
      (await call('GET', `/playlists/${playlist.id}`, cookies.composer)).json(),
    );
    expect(own.Song_Playlists.map((s) => s.Song.title)).toEqual(['Uno', 'Secreta']);
    expect((await call('GET', `/playlists/${playlist.id}`, cookies.listener)).statusCode).toBe(404);
    expect((await call('GET', `/playlists/${playlist.id}`)).statusCode).toBe(404);

    const open = await createPlaylist(t, composer.userId, { songIds: [privateSong.id, songC.id] });
    const seen = playlistDetailSchema.parse(
      (await call('GET', `/playlists/${open.id}`, cookies.listener)).json(),
    );
    expect(seen.Song_Playlists.map((s) => s.Song.title)).toEqual(['Tres']);
    expect(seen.songsCount).toBe(1);
  });

  it('answers 404 "Playlist no encontrada" for a missing playlist', async () => {
    const response = await call('GET', '/playlists/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Playlist no encontrada', errors: [] });
  });

  it('GET /song_playlists_songs/{id} pages the songs in order', async () => {
    const playlist = await createPlaylist(t, composer.userId, {
      songIds: [songC.id, songA.id, songB.id],
    });
    const page = pageSchema(songSchema).parse(
      (await call('GET', `/song_playlists_songs/${playlist.id}?limit=2&offset=1`)).json(),
    );
    expect(page.items.map((s) => s.title)).toEqual(['Uno', 'Dos']);
    expect(page.total).toBe(3);
  });
});

describe('PUT and DELETE /playlists/{id}', () => {
  it('lets the owner rename, reorder and drop songs', async () => {
    const playlist = await createPlaylist(t, composer.userId, {
      songIds: [songA.id, songB.id, songC.id],
    });
    const response = await call('PUT', `/playlists/${playlist.id}`, cookies.composer, {
      name: 'Nuevo nombre',
      description: null,
      song_ids: [songC.id, songA.id],
    });
    expect(response.statusCode).toBe(200);
    const updated = playlistDetailSchema.parse(response.json());
    expect(updated.name).toBe('Nuevo nombre');
    expect(updated.Song_Playlists.map((s) => s.Song.title)).toEqual(['Tres', 'Uno']);
  });

  it("refuses to edit or delete someone else's playlist (403) and a 2,000-char description (400)", async () => {
    const playlist = await createPlaylist(t, composer.userId);
    expect(
      (await call('PUT', `/playlists/${playlist.id}`, cookies.other, { name: 'Mía' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/playlists/${playlist.id}`, cookies.other)).statusCode).toBe(403);
    const long = await call('PUT', `/playlists/${playlist.id}`, cookies.composer, {
      description: 'b'.repeat(2000),
    });
    expect(long.statusCode).toBe(400);
    const empty = await call('PUT', `/playlists/${playlist.id}`, cookies.composer, { name: '' });
    expect(empty.statusCode).toBe(400);
  });

  it('lets admins (and no listener) change and delete the seasonal playlists', async () => {
    const seasonal = await createPlaylist(t, admin.userId, {
      name: 'Navidad',
      songIds: [songA.id],
    });
    const byListener = await call('PUT', `/playlists/${seasonal.id}`, cookies.listener, {
      name: 'Mía',
    });
    expect(byListener.statusCode).toBe(403);
    expect((await call('DELETE', `/playlists/${seasonal.id}`, cookies.composer)).statusCode).toBe(
      403,
    );
    expect(
      (
        await call('POST', '/song_playlists', cookies.listener, {
          song_id: songB.id,
          playlist_id: seasonal.id,
        })
      ).statusCode,
    ).toBe(403);
    const byOtherAdmin = await call('PUT', `/playlists/${seasonal.id}`, cookies.admin2, {
      name: 'Navidad 2026',
    });
    expect(byOtherAdmin.statusCode).toBe(200);
    expect((await call('DELETE', `/playlists/${seasonal.id}`, cookies.admin2)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/playlists/${seasonal.id}`)).statusCode).toBe(404);
  });

  it("admins cannot change a listener's own playlist", async () => {
    const playlist = await createPlaylist(t, listener.userId, { public: false });
    expect(
      (await call('PUT', `/playlists/${playlist.id}`, cookies.admin, { name: 'X' })).statusCode,
    ).toBe(403);
  });
});

describe('POST/DELETE /song_playlists', () => {
  it('adds a song once (twice is one row), removes it, and only the owner may', async () => {
    const playlist = await createPlaylist(t, listener.userId, {
      public: false,
      isFromRepertoire: false,
    });
    const body = { song_id: songA.id, playlist_id: playlist.id };
    const first = await call('POST', '/song_playlists', cookies.listener, body);
    expect(first.statusCode).toBe(201);
    const second = await call('POST', '/song_playlists', cookies.listener, body);
    expect(second.statusCode).toBe(200);
    expect(songPlaylistResultSchema.parse(second.json()).created).toBe(false);
    await call('POST', '/song_playlists', cookies.listener, {
      song_id: songB.id,
      playlist_id: playlist.id,
    });
    let detail = playlistDetailSchema.parse(
      (await call('GET', `/playlists/${playlist.id}`, cookies.listener)).json(),
    );
    expect(detail.Song_Playlists.map((s) => s.Song.title)).toEqual(['Uno', 'Dos']);

    expect((await call('POST', '/song_playlists', cookies.other, body)).statusCode).toBe(404);
    expect(
      (await call('DELETE', `/song_playlists/${playlist.id}/${songA.id}`, cookies.other))
        .statusCode,
    ).toBe(404);

    expect(
      (await call('DELETE', `/song_playlists/${playlist.id}/${songA.id}`, cookies.listener))
        .statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `/song_playlists/${playlist.id}/${songA.id}`, cookies.listener))
        .statusCode,
    ).toBe(204);
    detail = playlistDetailSchema.parse(
      (await call('GET', `/playlists/${playlist.id}`, cookies.listener)).json(),
    );
    expect(detail.Song_Playlists.map((s) => s.Song.title)).toEqual(['Dos']);
  });

  it("refuses someone else's private song (404) and a missing playlist (404)", async () => {
    const playlist = await createPlaylist(t, listener.userId);
    expect(
      (
        await call('POST', '/song_playlists', cookies.listener, {
          song_id: privateSong.id,
          playlist_id: playlist.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', '/song_playlists', cookies.listener, {
          song_id: songA.id,
          playlist_id: 999999,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('GET /playlists (a person’s playlists)', () => {
  it('lists the caller’s own, private included; others see the public ones of a userId', async () => {
    const owner = await createUser(t, { roles: ['user'] });
    const cookie = await sessionCookieFor(t, owner.userId);
    await createPlaylist(t, owner.userId, { name: 'Pública', isFromRepertoire: false });
    await createPlaylist(t, owner.userId, {
      name: 'Privada',
      public: false,
      isFromRepertoire: false,
    });
    const own = pageSchema(playlistSchema).parse((await call('GET', '/playlists', cookie)).json());
    expect(own.items.map((p) => p.name).sort()).toEqual(['Privada', 'Pública']);
    const seen = pageSchema(playlistSchema).parse(
      (await call('GET', `/playlists?userId=${owner.userId}`, cookies.listener)).json(),
    );
    expect(seen.items.map((p) => p.name)).toEqual(['Pública']);
    expect((await call('GET', '/playlists')).statusCode).toBe(401);
  });
});

describe('seasonal playlists', () => {
  it('GET /playlistsFromRepertoireByAdmin lists public repertoire playlists of admins only', async () => {
    const seasonal = await createPlaylist(t, admin.userId, { name: 'Temporada Carnaval' });
    await createPlaylist(t, admin.userId, { name: 'Privada de admin', public: false });
    const page = pageSchema(playlistSchema).parse(
      (await call('GET', '/playlistsFromRepertoireByAdmin?limit=100')).json(),
    );
    const names = page.items.map((p) => p.name);
    expect(names).toContain('Temporada Carnaval');
    expect(names).not.toContain('Privada de admin');
    expect(page.items.every((p) => p.user_id === admin.userId || p.name !== seasonal.name)).toBe(
      true,
    );
  });
});
