/**
 * An embedded player on another site (docs/product.md "Insertar"): a page served from a second
 * origin frames a song's player; pressed, it plays past the point where a listen counts, and the
 * creator's studio shows the play as 'Insertado', from that site's host.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import type { Song } from '../../domain/api';
import { EMBED_TEXTS } from '../../domain/embed-texts';
import { API_CALL } from './api-call';
import { expectAxeClean, firstSeasonalPlaylist, PHONE, signInByApi } from './helpers';

test.use({ viewport: PHONE });

const CREATOR = 'yokasta.mejia@tambora.app';

test('a song embedded on another site plays, and its play reaches the studio as Insertado', async ({
  page,
  baseURL,
}) => {
  await signInByApi(page, CREATOR);
  const own = (
    await (await page.request.get('/api/v1/songsFromRepertoire?limit=50', API_CALL)).json()
  ).items as Song[];
  // The shortest public song: a listen counts at half of it (or 30 s).
  const song = own
    .filter((one) => one.visibility && one.audio_status === 'ready')
    .sort((a, b) => a.duration_seconds - b.duration_seconds)[0];
  const stats = async () =>
    (await (await page.request.get('/api/v1/studio/stats?days=7', API_CALL)).json()) as {
      sources: { source: string; plays: number }[];
      embed_sites: { host: string; plays: number }[];
    };
  const embedded = (of: Awaited<ReturnType<typeof stats>>) =>
    of.sources.find((row) => row.source === 'embed')?.plays ?? 0;
  const before = embedded(await stats());

  const site = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      '<!doctype html><html lang="es"><title>Mi blog</title><h1>Mi blog</h1>' +
        `<iframe src="${baseURL}/embed/song/${song.song_id}" width="400" height="152" title="Tambora"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(site.address() as AddressInfo).port}`;
  try {
    const visitor = await page.context().browser()?.newPage({ viewport: PHONE });
    if (!visitor) throw new Error('sin navegador');
    await visitor.goto(`http://${host}/`);
    const player = visitor.frameLocator('iframe');
    await expect(player.getByText(song.title, { exact: true })).toBeVisible();
    await expect(player.getByRole('link', { name: EMBED_TEXTS.listenOnTambora })).toBeVisible();
    await player.getByRole('button', { name: EMBED_TEXTS.play(song.title) }).click();
    await expect(player.getByRole('button', { name: EMBED_TEXTS.pause(song.title) })).toBeVisible();
    await expect
      .poll(async () => embedded(await stats()), { timeout: 45_000, intervals: [2000] })
      .toBe(before + 1);
    expect((await stats()).embed_sites).toContainEqual(expect.objectContaining({ host }));
    await visitor.close();
  } finally {
    site.close();
  }

  // The player alone, in both themes, for a screen reader and a keyboard.
  for (const tema of ['claro', 'oscuro']) {
    await page.goto(`/embed/song/${song.song_id}?tema=${tema}`);
    await expectAxeClean(page);
  }

  // A first load of the player: at most 40 KB on the wire, cover included (audio waits for play).
  const fresh = await page.context().browser()?.newContext({ viewport: PHONE });
  if (!fresh) throw new Error('sin navegador');
  const visit = await fresh.newPage();
  const loads: Promise<number>[] = [];
  visit.on('requestfinished', (finished) =>
    loads.push(finished.sizes().then((size) => size.responseBodySize + size.responseHeadersSize)),
  );
  await visit.goto(`${baseURL}/embed/song/${song.song_id}`, { waitUntil: 'networkidle' });
  const bytes = (await Promise.all(loads)).reduce((sum, one) => sum + one, 0);
  expect(bytes).toBeLessThanOrEqual(40_000);
  await fresh.close();
});

test("'Insertar' gives the player's code, and 'Código QR' a code that opens the page", async ({
  page,
  request,
  baseURL,
}) => {
  const { playlistId, songs } = await firstSeasonalPlaylist(request);
  // A song's page has them under its header.
  await page.goto(`/Artist/${songs[0].song_id}`);
  await page.getByRole('button', { name: EMBED_TEXTS.insert }).click();
  await expect(page.getByLabel(EMBED_TEXTS.code)).toHaveValue(
    new RegExp(`src="${baseURL}/embed/song/${songs[0].song_id}" width="400" height="152"`),
  );
  await page.keyboard.press('Escape');

  await page.goto(`/PlaylistSongsCard/${playlistId}`);
  await page.getByRole('button', { name: EMBED_TEXTS.insert }).click();
  const code = page.getByLabel(EMBED_TEXTS.code);
  await expect(code).toHaveValue(new RegExp(`src="${baseURL}/embed/album/${playlistId}"`));
  await page.getByText(EMBED_TEXTS.sizes.small, { exact: true }).click();
  await expect(code).toHaveValue(/width="300"/);
  await expect(
    page.frameLocator('iframe').getByRole('link', { name: EMBED_TEXTS.listenOnTambora }),
  ).toBeVisible();
  await expectAxeClean(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: EMBED_TEXTS.qr }).click();
  const canvas = page.locator('canvas[data-ready="true"]');
  await expect(canvas).toBeVisible();
  const pixels = await canvas.evaluate((drawn: HTMLCanvasElement) => {
    const context = drawn.getContext('2d') as CanvasRenderingContext2D;
    return {
      data: Array.from(context.getImageData(0, 0, drawn.width, drawn.height).data),
      width: drawn.width,
      height: drawn.height,
    };
  });
  // Read back as a phone's camera would, Tambora's mark in the middle and all.
  const read = jsQR(new Uint8ClampedArray(pixels.data), pixels.width, pixels.height);
  expect(read?.data).toBe(`${baseURL}/PlaylistSongsCard/${playlistId}`);
  await expectAxeClean(page);
});
