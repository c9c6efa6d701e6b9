/**
 * A navigation's HTML names the route's chunks for after its first paint, carries a first frame of
 * the screen (the home's first slide, /search's heading, a public song's header) with its image
 * preloaded, and the song itself as the app's first data, identical to what the API answers a
 * visitor. Private songs and unknown ids get the plain shell.
 */
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_DATA_ELEMENT_ID } from '../../../domain/api-base';
import { HOME_SLIDES } from '../../../domain/home-slides';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../../../scripts/lib/route-preloads';
import {
  AFTER_FIRST_FRAME_ID,
  AFTER_FIRST_FRAME_SCRIPT,
} from '../../../server/html/after-first-frame';
import { createPlaylist, createSong, createUser, type TestSong } from '../../helpers/factories';
import { createTempDir } from '../../helpers/temp-dirs';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const INDEX_HTML =
  '<!doctype html><html lang="es"><head><title>Tambora</title></head>' +
  '<body><div id="root"><header class="boot-bar"></header><!--first-frame--></div></body></html>';

const PRELOADS: RoutePreloads = {
  '/search': { js: ['/assets/search-1.js', '/assets/Table-2.js'], css: ['/assets/search-3.css'] },
  '/Artist/$songId': { js: ['/assets/Artist-4.js'], css: [] },
};

let t: TestApp;
let dist: string;
let song: TestSong;
let hidden: TestSong;
const logLines: string[] = [];

beforeAll(async () => {
  dist = await createTempDir('tambora-dist-');
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX_HTML);
  await writeFile(join(dist, ROUTE_PRELOADS_FILE), JSON.stringify(PRELOADS));
  t = await createTestApp({ staticDir: dist, logLines });
  const owner = await createUser(t, {
    roles: ['composer'],
    profile: { name: 'Yokasta', lastName: 'Mejía <b>' },
  });
  song = await createSong(t, owner.userId, {
    title: 'Bachata </script><script>alert(1)</script> & "amor"',
    composers: ['Yokasta Mejía'],
  });
  hidden = await createSong(t, owner.userId, { title: 'Maqueta privada', visibility: false });
});

afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

async function page(url: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/text\/html/);
  return response.body;
}

/** The JSON the page carries for the app, parsed as the browser's JSON.parse would. */
function firstData(html: string): Record<string, unknown> | null {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1]) : null;
}

describe('the home', () => {
  it('paints its first slide before any script and preloads its image in the width a screen picks', async () => {
    const html = await page('/');
    const hero = HOME_SLIDES[0];
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${hero.image}"`,
    );
    expect(html).toContain(`imagesrcset="${hero.srcSet}"`);
    expect(html).toMatch(
      /<div id="root"><header class="boot-bar"><\/header><main class="boot-main">/,
    );
    expect(html).toContain(`<h2>${hero.title}</h2>`);
    expect(html).not.toContain('<!--first-frame-->');
  });
});

/** The route's hints, held until the first frame is painted, and the page without them. */
function afterFirstFrameParts(html: string): { held: string; rest: string } {
  const template = new RegExp(
    `<template id="${AFTER_FIRST_FRAME_ID}">(.*?)</template><script>(.*?)</script>`,
  ).exec(html);
  expect(template?.[2]).toBe(AFTER_FIRST_FRAME_SCRIPT);
  return { held: template?.[1] ?? '', rest: html.replace(template?.[0] ?? '', '') };
}

describe('/search', () => {
  it('names its chunks at low priority and its stylesheet for after its first frame, and paints its heading', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/search?f1=title' });
    const { held, rest } = afterFirstFrameParts(response.body);
    expect(held).toBe(
      '<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/search-3.css">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/search-1.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Table-2.js">',
    );
    // Nothing of them is fetched while the page is parsed: a template's content is inert.
    expect(rest).not.toContain('/assets/');
    // The script that moves them in is allowed by the CSP, and only by its hash.
    const hash = createHash('sha256').update(AFTER_FIRST_FRAME_SCRIPT).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(
      String(response.headers['content-security-policy']),
    )?.[1];
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(rest).toContain('<h1>Encuentra a nuevos Creadores</h1>');
  });
});

describe('a song page', () => {
  it('carries the header of a public song, escaped, and the API answer the app would ask for', async () => {
    const html = await page(`/Artist/${song.id}`);
    expect(afterFirstFrameParts(html).held).toBe(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Artist-4.js">',
    );
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/images/default-cover.webp">',
    );
    expect(html).toContain(
      '<h1>Bachata &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;amor&quot;</h1>',
    );
    expect(html).not.toContain('<script>alert(1)');
    // Who published it, above the follow button's place, as the app draws them.
    expect(html).toContain(
      `<div class="boot-creator"><p>Publicada por <a href="/ComposerPerfil/${song.userId}">Yokasta Mejía &lt;b&gt;</a></p><span></span></div>`,
    );
    const api = await t.app.inject({ method: 'GET', url: `/api/v1/songs/${song.id}` });
    expect(firstData(html)).toEqual({ [`GET /songs/${song.id}`]: api.json() });
  });

  it('is the plain shell for a private song, even to its owner: the page is the same for everyone', async () => {
    const html = await page(`/Artist/${hidden.id}`);
    expect(html).not.toContain('Maqueta privada');
    expect(html).not.toContain(FIRST_DATA_ELEMENT_ID);
    expect(html).toContain('/assets/Artist-4.js');
  });

  it('is the plain shell for an id that names no song', async () => {
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      const html = await page(`/Artist/${id}`);
      expect(html).not.toContain(FIRST_DATA_ELEMENT_ID);
      expect(html).not.toContain('boot-song');
    }
  });
});

/** The content of `<meta property|name="key">`, unescaped as a crawler reads it. */
function metaContent(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html);
  if (!match) return null;
  return match[1]
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('shared links: Open Graph and Twitter cards', () => {
  const absolute = (path: string) => new URL(path, t.config.publicUrl).href;

  it("a public song's page names the song, its composers, its cover and its streaming audio", async () => {
    const html = await page(`/Artist/${song.id}`);
    const api = (await t.app.inject({ method: 'GET', url: `/api/v1/songs/${song.id}` })).json();
    expect(metaContent(html, 'og:title')).toBe(api.title);
    expect(metaContent(html, 'twitter:title')).toBe(api.title);
    expect(metaContent(html, 'og:type')).toBe('music.song');
    expect(metaContent(html, 'og:url')).toBe(absolute(`/Artist/${song.id}`));
    expect(metaContent(html, 'og:description')).toContain('Yokasta Mejía');
    expect(metaContent(html, 'og:image')).toBe(absolute('/images/default-cover.webp'));
    // A card that plays (docs/product.md "Insertar"), found by crawlers without scripts.
    expect(metaContent(html, 'twitter:card')).toBe('player');
    expect(metaContent(html, 'twitter:player')).toBe(absolute(`/embed/song/${song.id}`));
    expect(metaContent(html, 'twitter:player:height')).toBe('152');
    expect(metaContent(html, 'music:musician')).toBe(absolute(`/ComposerPerfil/${song.userId}`));
    const oembed = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(
      html,
    );
    expect(oembed?.[1].replace(/&amp;/g, '&')).toBe(
      `${absolute('/api/v1/oembed')}?url=${encodeURIComponent(absolute(`/Artist/${song.id}`))}&format=json`,
    );
    expect(metaContent(html, 'og:audio')).toBe(absolute(api.audio));
    expect(metaContent(html, 'og:audio:type')).toBe('audio/wav');
    expect(html).toContain('<title>Bachata &lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('a private song, or an id that names none, gets no tags and the plain title', async () => {
    for (const path of [`/Artist/${hidden.id}`, '/Artist/999999', '/Artist/abc']) {
      const html = await page(path);
      expect(html).not.toContain('og:');
      expect(html).not.toContain('twitter:');
      expect(html).toContain('<title>Tambora</title>');
    }
  });

  it('a public playlist shows its name, size and description; a private one shows nothing', async () => {
    const owner = await createUser(t, { roles: ['composer'] });
    const open = await createPlaylist(t, owner.userId, {
      name: 'Merengues de Navidad',
      description: 'Para las parrandas',
    });
    const closed = await createPlaylist(t, owner.userId, { name: 'Secretos', public: false });
    const html = await page(`/PlaylistSongsCard/${open.id}`);
    expect(metaContent(html, 'og:title')).toBe('Merengues de Navidad');
    // A creator's repertoire playlist is an album.
    expect(metaContent(html, 'og:type')).toBe('music.album');
    expect(metaContent(html, 'og:description')).toBe('Álbum · 0 canciones. Para las parrandas');
    // Nothing to play: no player card.
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'og:image')).toBe(absolute('/images/default-cover.webp'));
    expect(html).not.toContain('og:audio');
    const hiddenHtml = await page(`/PlaylistSongsCard/${closed.id}`);
    expect(hiddenHtml).not.toContain('Secretos');
    expect(hiddenHtml).not.toContain('og:');
  });

  it("a creator's profile shows their name and picture, never what only they may see", async () => {
    const creator = await createUser(t, {
      roles: ['composer'],
      profile: { name: 'Fello', lastName: 'Almonte', nickname: 'El Kilo', phone: '8095551234' },
    });
    const html = await page(`/ComposerPerfil/${creator.userId}`);
    expect(metaContent(html, 'og:title')).toBe('El Kilo');
    expect(metaContent(html, 'og:type')).toBe('profile');
    expect(metaContent(html, 'og:image')).toBe(absolute('/images/default-avatar.webp'));
    expect(html).toContain('<title>El Kilo · Tambora</title>');
    expect(html).not.toContain('8095551234');
    expect(await page('/ComposerPerfil/999999')).not.toContain('og:');
  });
});

describe('the shell the service worker keeps', () => {
  it('is index.html with no screen of its own', async () => {
    const html = await page('/index.html');
    expect(html).not.toContain('<main');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain(FIRST_DATA_ELEMENT_ID);
  });
});

describe('HEAD and folders', () => {
  it('answers HEAD of every page like its GET, without a body and without a warning', async () => {
    for (const url of ['/', '/index.html', '/search', `/Artist/${song.id}`]) {
      const get = await t.app.inject({ method: 'GET', url });
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
    }
    // Every HEAD / used to log "Reply was already sent".
    expect(logLines.join('\n')).not.toMatch(/already sent|errored/i);
  });

  it('answers a folder of the build as a navigation, whatever encoding is asked for', async () => {
    // It was a 403 without compression and the app's page with it.
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['content-type'], encoding).toMatch(/text\/html/);
    }
  });
});
