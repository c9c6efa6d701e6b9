/**
 * Songs, end to end in Chromium against the real server: a composer signs in, uploads a song
 * with a cover and real audio (seeing its length before the upload and the progress during it),
 * lands home, finds it under 'Subidas recientemente', opens its page, makes it private; a listener
 * in another browser can no longer see it anywhere.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { API_CALL } from './api-call';
import { expectAxeClean, signIn } from './helpers';

const COMPOSER = 'rafael.almonte@tambora.app';
const LISTENER = 'oyente@tambora.app';
const AUDIO = 'tests/fixtures/audio/tono-3s.mp3';

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('a composer uploads a song, makes it private, and a listener can no longer see it', async ({
  page,
  browser,
}, testInfo) => {
  // Short enough to show whole on a card (titles are cut at 16 characters).
  const title = `Prueba ${String(Date.now()).slice(-6)}`;
  const coverPath = testInfo.outputPath('tapa.png');
  await sharp({
    create: { width: 480, height: 480, channels: 3, background: { r: 0, g: 45, b: 98 } },
  })
    .png()
    .toFile(coverPath);

  await signIn(page, COMPOSER, { at: '/uploadSong' });
  await expect(page.getByRole('heading', { name: 'Composición' })).toBeVisible();

  // The spec's messages before anything is sent.
  await page.getByRole('button', { name: 'Guardar canción' }).click();
  await expect(page.getByText('Debe agregar al menos un compositor.')).toBeVisible();
  await expect(
    page.getByText('Debe seleccionar un archivo de audio para la canción.'),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('combobox', { name: 'Género' }).selectOption('MERENGUE');
  await page.getByRole('textbox', { name: 'Compositor 1' }).fill('Fello Almonte');
  // The profile suggestions show under the row while it has the focus; pressing the button
  // under them takes the focus away, and the press must still add the row (docs/product.md,
  // "Credits").
  await expect(page.getByRole('button', { name: /^Enlazar a Fello Almonte/ })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar compositor' }).click();
  await page.getByRole('textbox', { name: 'Compositor 2' }).fill('Compositor Invitado');
  await page.getByRole('textbox', { name: 'Etiqueta 1' }).fill('fiesta');
  await page.getByRole('textbox', { name: 'Intérprete 1' }).fill('Los del Cibao');
  await page.getByRole('textbox', { name: 'Letra' }).fill('Primera línea\nSegunda línea');
  await page.getByLabel('Portada').setInputFiles(coverPath);
  await page.getByLabel(/^Audio/).setInputFiles(AUDIO);
  // Read by the browser from the file, before any upload.
  await expect(page.getByText('Duración: 0:03')).toBeVisible();
  await expectAxeClean(page);

  // Hold the audio on its way so the progress can be seen, then let it through.
  let releaseAudio: () => void = () => {};
  const audioHeld = new Promise<void>((resolve) => {
    releaseAudio = resolve;
  });
  await page.route('**/api/v1/storage/audios', async (route) => {
    await audioHeld;
    await route.continue();
  });
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/songs') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Guardar canción' }).click();
  const busy = page.getByRole('status', { name: 'Subiendo archivos…' });
  await expect(busy).toBeVisible();
  const bar = busy.getByRole('progressbar', { name: 'Progreso de la subida' });
  await expect(bar).toBeVisible();
  // The cover is sent already: its share of the bytes shows as a percentage.
  await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d*$/);
  await expect(busy.getByText(/^\d{1,3}%$/)).toBeVisible();
  releaseAudio();

  const song = (await (await created).json()) as { song_id: number; duration: string };
  expect(song.duration).toBe('0:03');
  await expect(page).toHaveURL(/\/$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(stored.has_uploaded_song).toBe(true);

  const recent = page.getByRole('region', { name: 'Subidas recientemente' });
  const card = recent.getByRole('link', { name: new RegExp(`^${title},`) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('0:03');
  await card.click();

  await expect(page).toHaveURL(new RegExp(`/Artist/${song.song_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: `Portada de ${title}` })).toBeVisible();
  // 'Fello Almonte' is the nickname of the signed-in creator: linked to the profile.
  const me = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  const composers = page.getByRole('paragraph').filter({ hasText: 'Compositor Invitado' });
  await expect(composers.getByRole('link', { name: 'Fello Almonte' })).toHaveAttribute(
    'href',
    `/ComposerPerfil/${me.credentials_id}`,
  );
  // Who published it (docs/product.md "Seguir y Novedades"); its creator sees no 'Seguir'.
  await expect(page.getByText('Publicada por Fello Almonte')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Seguir a/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Compositor Invitado' })).toHaveCount(0);
  await expect(page.getByText(String(new Date().getFullYear()), { exact: true })).toBeVisible();
  await expect(
    page.getByText(/^© \d{4} Fello Almonte\. Todos los derechos reservados\.$/),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Letra' })).toHaveValue(
    'Primera línea\nSegunda línea',
  );
  await expectAxeClean(page);

  await page.getByRole('table').getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(new RegExp(`/EditSongRepertorie/${song.song_id}$`));
  await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(title);
  await expect(page.getByRole('radio', { name: 'Público' })).toBeChecked();
  await page
    .locator('label')
    .filter({ hasText: /^Privado$/ })
    .click();
  await expect(page.getByRole('radio', { name: 'Privado' })).toBeChecked();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page).toHaveURL(new RegExp(`/Artist/${song.song_id}$`));
  await expect(page.getByText('Privado', { exact: true })).toBeVisible();

  // Another browser, another person: the song is gone for them.
  const listener = await newPage(browser);
  await signIn(listener, LISTENER);
  await listener.goto(`/Artist/${song.song_id}`);
  await expect(listener.getByRole('alert')).toHaveText('Error al obtener la canción');
  await expect(listener.getByRole('heading', { level: 1, name: title })).toHaveCount(0);

  await listener.goto('/');
  for (const row of ['Subidas recientemente', 'Canciones Recomendadas', 'Las mas votadas']) {
    const region = listener.getByRole('region', { name: row });
    await expect(region.getByRole('listitem').first()).toBeVisible();
    await expect(region.getByText(title)).toHaveCount(0);
  }
  await listener.goto('/RecentlyUploaded');
  await expect(listener.getByRole('list', { name: 'Subidas recientemente' })).toBeVisible();
  await expect(listener.getByText(title)).toHaveCount(0);
  const answer = await listener.request.get(`/api/v1/songs/${song.song_id}`, API_CALL);
  expect(answer.status()).toBe(404);
  await listener.context().close();

  // Its owner still sees it, marked 'Privado' on its card.
  await page.goto('/RecentlyUploaded');
  const ownCard = page.getByRole('link', { name: new RegExp(`^${title} \\(Privado\\),`) });
  await expect(ownCard).toBeVisible();
  await expect(ownCard.getByText('Privado', { exact: true })).toBeVisible();
});
