/**
 * The data saver as a listener meets it at 390×844 and 1366×768: 'Ahorro de datos' in
 * Configuración makes the player ask for the light rendition (the request names it), the choice
 * stays after a reload, and 'Normal' goes back to the stream.
 */
import { expect, type Page, test } from '@playwright/test';
import type { Song } from '../../domain/api';
import { API_CALL } from './api-call';
import { chooseInSettings, PHONE, signInByApi } from './helpers';

const LISTENER = 'oyente@tambora.app';

/** A public song whose light rendition the pipeline has made (the demo's are made at start). */
async function songWithLight(page: Page): Promise<Song> {
  let found: Song | undefined;
  await expect(async () => {
    const answer = (await (
      await page.request.get('/api/v1/songs?sort=top&limit=5', API_CALL)
    ).json()) as {
      items: Song[];
    };
    found = answer.items.find((song) => song.audio_light);
    expect(found).toBeDefined();
  }).toPass({ timeout: 90_000 });
  return found as Song;
}

async function playFromItsPage(page: Page, song: Song): Promise<string> {
  const requested = page.waitForRequest((request) => request.url().includes('/media/audios/'));
  await page.goto(`/Artist/${song.song_id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: `Reproducir ${song.title}` })
    .first()
    .click();
  return new URL((await requested).url()).pathname;
}

const chooseQuality = (page: Page, label: 'Ahorro de datos' | 'Normal') =>
  chooseInSettings(page, 'Calidad de audio', label);

const viewport = PHONE;
test.describe(`${viewport.width}×${viewport.height}`, () => {
  test.use({ viewport });

  test("'Ahorro de datos' plays the light rendition, and the choice is kept", async ({ page }) => {
    test.setTimeout(150_000);
    await signInByApi(page, LISTENER);
    const song = await songWithLight(page);
    await chooseQuality(page, 'Ahorro de datos');
    expect(await playFromItsPage(page, song)).toBe(song.audio_light);
    await page.reload();
    await page.goto('/UserSettings');
    await expect(
      page.getByRole('group', { name: 'Calidad de audio' }).getByRole('radio', {
        name: 'Ahorro de datos',
      }),
    ).toBeChecked();
    await chooseQuality(page, 'Normal');
    expect(await playFromItsPage(page, song)).toBe(song.audio);
  });

  test("'Calidad de las descargas' apart: a song saved with Ahorro de datos fetches the light file", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signInByApi(page, LISTENER);
    const song = await songWithLight(page);
    await chooseInSettings(page, 'Calidad de las descargas', 'Ahorro de datos');
    // Streaming stays as it was: the two choices are apart.
    await expect(
      page.getByRole('group', { name: 'Calidad de audio' }).getByRole('radio', {
        name: 'Automática',
      }),
    ).toBeChecked();
    await page.goto(`/Artist/${song.song_id}`);
    const fetched = page.waitForRequest((request) =>
      request.url().endsWith(song.audio_light ?? '-'),
    );
    const pin = page.getByRole('button', { name: 'Disponible sin conexión: esta canción' });
    await pin.click();
    await fetched;
    await expect(pin).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
    await page.goto('/Descargas');
    await expect(page.getByRole('list', { name: 'Canciones guardadas' })).toContainText(song.title);
  });
});
