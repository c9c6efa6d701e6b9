/**
 * End to end: two creators named "Ana Probadora". The second credits her own
 * name and the song page links to her, not to the older namesake; a third creator typing that
 * name on the upload form is offered both, picks the first, and the song links to the first.
 */
import { expect, test } from '@playwright/test';
import { creator, publish } from './accounts';
import { API_CALL } from './api-call';
import { PHONE, signIn } from './helpers';

const AUDIO = 'tests/fixtures/audio/tono-3s.mp3';
const THIRD_CREATOR = 'rafael.almonte@tambora.app';

const viewport = PHONE;
test(`two creators with the same name each get their own credits, at ${viewport.name} size`, async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  // A surname of this run only, so earlier runs' namesakes on the same server do not count.
  const lastName = `Probadora${Math.random().toString(36).slice(2, 6)}`;
  const fullName = `Ana ${lastName}`;
  // A nickname on one only tells them apart in the suggestions.
  const first = await creator(
    baseURL ?? '',
    `primera-${viewport.name}`,
    lastName,
    `Anita ${viewport.name}`,
  );
  const second = await creator(baseURL ?? '', `segunda-${viewport.name}`, lastName, null);

  const own = await publish(second.api, `De Ana ${viewport.name}`, [fullName]);
  await page.goto(`/Artist/${own.song_id}`);
  // Her own song names her twice: as its composer, and as who published it.
  await expect(page.getByText(`Publicada por ${fullName}`)).toBeVisible();
  await page
    .getByRole('paragraph')
    .filter({ hasNotText: 'Publicada por' })
    .getByRole('link', { name: fullName })
    .click();
  await expect(page).toHaveURL(new RegExp(`/ComposerPerfil/${second.id}$`));

  // A third creator credits 'Ana Probadora' and picks which one from the suggestions.
  await signIn(page, THIRD_CREATOR, { at: '/uploadSong' });
  const title = `Con Ana ${viewport.name.slice(0, 3)} ${String(Date.now()).slice(-4)}`;
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('combobox', { name: 'Género' }).selectOption('MERENGUE');
  await page.getByRole('textbox', { name: 'Compositor 1' }).fill(fullName.toLowerCase());
  const choices = page.getByRole('button', { name: `Enlazar a ${fullName}`, exact: false });
  await expect(choices).toHaveCount(2);
  await page
    .getByRole('button', { name: `Enlazar a ${fullName} (@Anita ${viewport.name}), 0 canciones` })
    .click();
  await expect(page.getByRole('textbox', { name: 'Compositor 1' })).toHaveValue(fullName);
  await expect(
    page.getByText(`Enlazado al perfil de ${fullName} (@Anita ${viewport.name})`),
  ).toBeVisible();
  await page.getByLabel(/^Audio/).setInputFiles(AUDIO);
  await expect(page.getByText('Duración: 0:03')).toBeVisible();
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/songs') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Guardar canción' }).click();
  const song = (await (await created).json()) as { song_id: number };
  await page.goto(`/Artist/${song.song_id}`);
  await page.getByRole('link', { name: fullName }).click();
  await expect(page).toHaveURL(new RegExp(`/ComposerPerfil/${first.id}$`));
  // Its songs go: later tests play the newest songs, which must stay the demo's and theirs.
  expect((await second.api.delete(`/api/v1/songs/${own.song_id}`, API_CALL)).status()).toBe(204);
  expect((await page.request.delete(`/api/v1/songs/${song.song_id}`, API_CALL)).status()).toBe(204);
  await first.api.dispose();
  await second.api.dispose();
});
