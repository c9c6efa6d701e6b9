/**
 * Embedded players and oEmbed (docs/product.md "Insertar"): the player of a public song, album,
 * playlist or creator may be framed by any site and says when something is not available; oEmbed
 * answers `rich` for each kind with absolute addresses, 404 for what is not public, 501 for XML and
 * 400 in Spanish for a URL that is not a Tambora page. A play from an embed counts as 'Insertado',
 * for the site it sat on.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBED_TEXTS } from '../../../domain/embed-texts';
import { OEMBED_TEXTS } from '../../../domain/oembed';
import { sessionCookieFor } from '../../helpers/auth';
import {
  createPlaylist,
  createSong,
  createUser,
  type TestSong,
  type TestUser,
} from '../../helpers/factories';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let creator: TestUser;
let song: TestSong;
let hidden: TestSong;
let album: { id: number };
let playlist: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  creator = await createUser(t, { roles: ['composer'], profile: { nickname: 'Krisspy' } });
  song = await createSong(t, creator.userId, { title: 'Caña Brava', seconds: 2 });
  hidden = await createSong(t, creator.userId, { title: 'Borrador', visibility: false });
  const other = await createSong(t, creator.userId, { title: 'Merengue de Calle' });
  album = await createPlaylist(t, creator.userId, {
    name: 'Del Cibao',
    songIds: [song.id, other.id],
  });
  const listener = await createUser(t);
  playlist = await createPlaylist(t, listener.userId, {
    name: 'Para el camino',
    isFromRepertoire: false,
    songIds: [song.id],
  });
});
afterAll(async () => {
  await t?.close();
});

const absolute = (path: string) => new URL(path, t.config.publicUrl).href;
const oembed = (url: string, extra = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/oembed?url=${encodeURIComponent(url)}${extra}` });

describe('the embedded player', () => {
  it('is a small page any site may frame, with the song and a link back', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/embed/song/${song.id}?tema=oscuro`,
      headers: { referer: 'https://blog.ejemplo.do/una-entrada?x=1' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.body).toContain('data-tema="oscuro"');
    expect(page.body).toContain('Caña Brava');
    expect(page.body).toContain(`href="${absolute(`/Artist/${song.id}`)}"`);
    expect(page.body).toContain(EMBED_TEXTS.listenOnTambora);
    // The site's host, never its path.
    expect(page.body).toContain('data-host="blog.ejemplo.do"');
    expect(page.body).not.toContain('una-entrada');
    const script = await t.app.inject({ method: 'GET', url: '/embed/player.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    // The budget of a first load is 40 KB on the wire with the cover (a card-sized copy, about
    // 20 KB): the page and its script, uncompressed, stay within half of it.
    expect(Buffer.byteLength(page.body) + Buffer.byteLength(script.body)).toBeLessThan(20_000);
  });

  it('lists an album’s and a creator’s songs; a one-song playlist plays its song', async () => {
    for (const path of [`/embed/album/${album.id}`, `/embed/artist/${creator.userId}`]) {
      const page = await t.app.inject({ method: 'GET', url: path });
      expect(page.statusCode, path).toBe(200);
      expect(page.body).toContain('data-track="1"');
      expect(page.body).toContain('Merengue de Calle');
    }
    const one = await t.app.inject({ method: 'GET', url: `/embed/playlist/${playlist.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('Caña Brava');
  });

  it('says what is not available, with a 404', async () => {
    for (const [path, words] of [
      [`/embed/song/${hidden.id}`, EMBED_TEXTS.unavailable.song],
      ['/embed/song/999999', EMBED_TEXTS.unavailable.song],
      ['/embed/song/01', EMBED_TEXTS.unavailable.song],
      [`/embed/album/${playlist.id}`, EMBED_TEXTS.unavailable.album],
      ['/embed/nada/1', EMBED_TEXTS.unavailable.song],
    ]) {
      const page = await t.app.inject({ method: 'GET', url: path });
      expect(page.statusCode, path).toBe(404);
      expect(page.body).toContain(words);
    }
  });

  it('leaves every other page to be framed by Tambora alone', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(api.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('counts a play as Insertado, for the site it sat on, in the creator’s studio', async () => {
    const play = await t.app.inject({
      method: 'POST',
      url: '/api/v1/plays',
      payload: {
        song_id: song.id,
        listen_id: randomUUID(),
        source: 'embed',
        embed_host: 'blog.ejemplo.do',
      },
    });
    expect(play.statusCode).toBe(200);
    const studio = await t.app.inject({
      method: 'GET',
      url: '/api/v1/studio/stats?days=7',
      headers: { cookie: await sessionCookieFor(t, creator.userId) },
    });
    const stats = studio.json();
    expect(stats.sources).toContainEqual({ source: 'embed', plays: 1 });
    expect(stats.embed_sites).toEqual([{ host: 'blog.ejemplo.do', plays: 1 }]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/plays',
      payload: {
        song_id: song.id,
        listen_id: randomUUID(),
        source: 'embed',
        embed_host: 'no es/un sitio',
      },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('oEmbed', () => {
  it('answers rich for a song, an album, a playlist and a creator', async () => {
    const cases: [string, string, string][] = [
      [`/Artist/${song.id}`, `/embed/song/${song.id}`, 'Caña Brava'],
      [`/PlaylistSongsCard/${album.id}`, `/embed/album/${album.id}`, 'Del Cibao'],
      [`/PlaylistSongsCard/${playlist.id}`, `/embed/playlist/${playlist.id}`, 'Para el camino'],
      [`/ComposerPerfil/${creator.userId}`, `/embed/artist/${creator.userId}`, 'Krisspy'],
    ];
    for (const [page, embed, title] of cases) {
      const answer = await oembed(absolute(page), '&format=json&maxwidth=320');
      expect(answer.statusCode, page).toBe(200);
      expect(answer.json()).toMatchObject({
        version: '1.0',
        type: 'rich',
        provider_name: 'Tambora',
        provider_url: absolute('/'),
        title,
        author_name: page.includes(`/PlaylistSongsCard/${playlist.id}`)
          ? 'Persona De Prueba'
          : 'Krisspy',
        width: 320,
      });
      expect(answer.json().html).toContain(`src="${absolute(embed)}"`);
      expect(answer.json().thumbnail_url).toMatch(/^http/);
    }
  });

  it('404 for what is not public, 501 for XML, 400 in Spanish for another URL', async () => {
    expect((await oembed(absolute(`/Artist/${hidden.id}`))).statusCode).toBe(404);
    const xml = await oembed(absolute(`/Artist/${song.id}`), '&format=xml');
    expect(xml.statusCode).toBe(501);
    for (const url of [
      `https://otro.example.com/Artist/${song.id}`,
      absolute('/Library'),
      absolute(`/Artist/${song.id}?x=${'a'.repeat(2100)}`),
      'no es una dirección',
    ]) {
      const answer = await oembed(url);
      expect(answer.statusCode, url.slice(0, 60)).toBe(400);
      const said = [answer.json().message, ...(answer.json().errors ?? [])].join(' ');
      expect(said).toContain(OEMBED_TEXTS.badUrl);
    }
  });
});
