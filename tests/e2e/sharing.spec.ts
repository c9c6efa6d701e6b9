import { expect, type Page, test } from '@playwright/test';
import type { Page as ApiPage, Song } from '../../domain/api';
import { API_CALL } from './api-call';
import { PHONE, recentSongs, seasonalPlaylists, signInByApi, suggestedCreators } from './helpers';

/**
 * 'Compartir' and link previews: the HTML the server sends for a song, a
 * playlist and a creator carries Open Graph tags a crawler reads without running scripts; a
 * private song's carries none. Without the Web Share API (desktop Chromium) the link is copied.
 */
const MARISOL_EMAIL = 'marisol.guzman@tambora.app';
const PRIVATE_TITLE = 'Borrador de Medianoche';

async function metaContent(html: string, key: string): Promise<string | null> {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html);
  return match ? match[1].replace(/&amp;/g, '&').replace(/&quot;/g, '"') : null;
}

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test("a shared song link's HTML names the song and its cover; a private song's says nothing", async ({
  page,
  request,
  baseURL,
}) => {
  const song = (await recentSongs(request)).items[0];
  const html = await (await request.get(`/Artist/${song.song_id}`, API_CALL)).text();
  expect(await metaContent(html, 'og:title')).toBe(song.title);
  // The song's cover, or the default one for a song uploaded without: an absolute address.
  expect(await metaContent(html, 'og:image')).toMatch(/^https?:\/\/[^/]+\/.+\.(webp|png|jpe?g)$/);
  // The light rendition: a preview is heard on a phone (docs/product.md "Insertar").
  expect(await metaContent(html, 'og:audio')).toBe(
    new URL(song.audio_light ?? song.audio, baseURL).href,
  );
  // A card that plays (docs/product.md "Insertar").
  expect(await metaContent(html, 'twitter:card')).toBe('player');

  // The image named is really served.
  const image = await request.get(
    new URL((await metaContent(html, 'og:image')) ?? '').pathname,
    API_CALL,
  );
  expect(image.status()).toBe(200);

  const playlist = (await seasonalPlaylists(request)).items[0];
  const playlistHtml = await (
    await request.get(`/PlaylistSongsCard/${playlist.playlist_id}`, API_CALL)
  ).text();
  expect(await metaContent(playlistHtml, 'og:title')).toBe(playlist.name);
  const creator = (await suggestedCreators(request)).items[0];
  const creatorHtml = await (
    await request.get(`/ComposerPerfil/${creator.credentials_id}`, API_CALL)
  ).text();
  expect(await metaContent(creatorHtml, 'og:type')).toBe('profile');

  await page.goto('/');
  await signInByApi(page, MARISOL_EMAIL);
  const own = await page.request.get('/api/v1/songsFromRepertoire?limit=50', API_CALL);
  const hidden = ((await own.json()) as ApiPage<Song>).items.find(
    (item) => item.title === PRIVATE_TITLE,
  );
  expect(hidden?.visibility).toBe(false);
  // Even asked with the owner's session, the page names nothing of it.
  const privateHtml = await (await page.request.get(`/Artist/${hidden?.song_id}`, API_CALL)).text();
  expect(privateHtml).not.toContain('og:');
  expect(privateHtml).not.toContain(PRIVATE_TITLE);
});

const viewport = PHONE;
test(`at ${viewport.width}: 'Compartir' copies the link of a song, a playlist and a creator`, async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize(viewport);
  const song = (await recentSongs(request)).items[0];
  await page.goto(`/Artist/${song.song_id}`);
  // The whole button is on screen, beside play and saving for offline, phones included.
  await page.waitForLoadState('networkidle');
  const share = page.getByRole('button', { name: 'Compartir', exact: true });
  const box = await share.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
    viewport.width,
  );
  await share.click();
  await expect(page.getByText('Enlace copiado')).toBeVisible();
  expect(await clipboard(page)).toBe(new URL(`/Artist/${song.song_id}`, baseURL).href);

  // From a card's menu on the home.
  const other = (await recentSongs(request)).items[1];
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Subidas recientemente' })
    .getByRole('button', { name: `Más opciones de ${other.title}`, exact: true })
    .click();
  await page.getByRole('menuitem', { name: 'Compartir' }).click();
  await expect.poll(() => clipboard(page)).toBe(new URL(`/Artist/${other.song_id}`, baseURL).href);

  const playlist = (await seasonalPlaylists(request)).items[0];
  await page.goto(`/PlaylistSongsCard/${playlist.playlist_id}`);
  await page.getByRole('button', { name: 'Compartir', exact: true }).click();
  await expect
    .poll(() => clipboard(page))
    .toBe(new URL(`/PlaylistSongsCard/${playlist.playlist_id}`, baseURL).href);

  const creator = (await suggestedCreators(request)).items[0];
  await page.goto(`/ComposerPerfil/${creator.credentials_id}`);
  await page.getByRole('button', { name: 'Compartir', exact: true }).click();
  await expect
    .poll(() => clipboard(page))
    .toBe(new URL(`/ComposerPerfil/${creator.credentials_id}`, baseURL).href);
});
