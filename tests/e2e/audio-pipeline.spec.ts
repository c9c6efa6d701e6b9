/**
 * End to end: a composer uploads a WAV through the form, the server makes
 * its streaming rendition in the background, and the song page then plays the light .m4a, shows
 * its waveform as the seek bar, and offers the owner the original.
 */
import { writeFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import type { Song } from '../../domain/api';
import { loudnessWav } from '../../scripts/lib/audio-samples';
import { API_CALL } from './api-call';
import { expectAxeClean, signIn } from './helpers';
import { playingCount, recordPlayingEvents, waitForPlaying } from './player-helpers';

const COMPOSER = 'yokasta.mejia@tambora.app';

test('an uploaded WAV plays as its streaming rendition, with its waveform as the seek bar', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const title = `WAV ${String(Date.now()).slice(-6)}`;
  const wavPath = testInfo.outputPath('cancion.wav');
  await writeFile(wavPath, loudnessWav('quiet', 20));

  await recordPlayingEvents(page);
  await signIn(page, COMPOSER, { at: '/uploadSong' });
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('combobox', { name: 'Género' }).selectOption('BACHATA');
  await page.getByRole('textbox', { name: 'Compositor 1' }).fill('Yokasta Mejía Reyes');
  await page.getByLabel(/^Audio/).setInputFiles(wavPath);
  await expect(page.getByText('Duración: 0:20')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar canción' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The server made the rendition off the request path: wait for it through the API.
  const found = await page.request.get(
    `/api/v1/search?q=${encodeURIComponent(title)}&limit=1`,
    API_CALL,
  );
  const [created] = ((await found.json()) as { songs: { items: Song[] } }).songs.items;
  if (!created) throw new Error(`«${title}» no aparece en la búsqueda`);
  try {
    await expectStreamPlayed(page, created);
  } finally {
    // The newest public song is what later files of this server play first (player.spec.ts).
    await page.request.delete(`/api/v1/songs/${created.song_id}`, API_CALL);
  }
});

async function expectStreamPlayed(page: Page, created: Song): Promise<void> {
  const { title } = created;
  let song = created;
  await expect
    .poll(
      async () => {
        song = (await (
          await page.request.get(`/api/v1/songs/${created.song_id}`, API_CALL)
        ).json()) as Song;
        return song.audio_status;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe('ready');
  expect(song.audio).toMatch(/-stream\.m4a$/);
  expect(song.audio_original).toMatch(/\.wav$/);

  await page.goto(`/Artist/${song.song_id}`);
  const seekBar = page.getByRole('slider', { name: `Posición en ${title}` });
  await expect(seekBar).toBeVisible();
  await expect(page.getByRole('link', { name: 'Descargar original' })).toHaveAttribute(
    'href',
    song.audio_original ?? '',
  );
  await expectAxeClean(page);

  // A click on the waveform plays the rendition from there.
  const before = await playingCount(page);
  const box = await seekBar.boundingBox();
  await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + 10);
  await waitForPlaying(page, song, before);
  const playedFrom = await page.evaluate(
    () => (window as unknown as { __playing: string[] }).__playing.at(-1) ?? '',
  );
  expect(playedFrom).toMatch(/-stream\.m4a$/);
  await expect(seekBar).toHaveAttribute('aria-valuenow', /^(9|1\d)$/);
}
