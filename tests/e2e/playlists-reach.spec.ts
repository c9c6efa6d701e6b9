/**
 * Albums and seasonal playlists people can find, in Chromium against
 * the real server, at phone size: the entry points to 'Crear álbum' and 'Mis
 * Playlists', a private album made from them and offered in 'Añadir a una playlist', the editor
 * sending away who may not edit, and a listener saving a seasonal playlist to the library and
 * taking it out again. axe on the screens that changed.
 */
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import type { Page as ApiPage, Playlist } from '../../domain/api';
import type { Library } from '../../domain/library';
import type { PlaylistDetail } from '../../domain/playlists';
import { apiGet, expectAxeClean, PHONE, seasonalPlaylists, signIn } from './helpers';

const COMPOSER = 'yokasta.mejia@tambora.app';
const LISTENER = 'oyente@tambora.app';
const ADMIN = 'admin@tambora.app';

async function myId(page: Page): Promise<number> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').credentials_id);
}

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  return page.getByRole('dialog').getByRole('navigation', { name: 'Menú principal' });
}

test('a composer finds "Crear álbum" on a phone, makes a private album and adds a song to it from the menu', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  const coverPath = testInfo.outputPath('portada.png');
  await sharp({ create: { width: 300, height: 300, channels: 3, background: '#1d3b72' } })
    .png()
    .toFile(coverPath);
  await signIn(page, COMPOSER);
  const userId = await myId(page);

  // Mi Repertorio and the drawer both lead to the album creator and to 'Mis Playlists'.
  await page.goto(`/repertoire/${userId}`);
  await expect(page.getByRole('link', { name: 'Crear álbum' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mis Playlists' })).toBeVisible();
  const drawer = await openDrawer(page);
  await expect(drawer.getByRole('link', { name: 'Mis Playlists' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Crear álbum' }).click();
  await expect(page).toHaveURL(/\/uploadPlaylists$/);

  const name = `Privado ${String(Date.now()).slice(-6)}`;
  await page.locator('input[type=file]').setInputFiles(coverPath);
  await page.getByLabel('Nombre').fill(name);
  await page.locator('label', { hasText: /^Privado$/ }).click();
  await expect(page.getByRole('radio', { name: 'Privado' })).toBeChecked();
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Guardar álbum' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const playlistId = Number(new URL(page.url()).pathname.split('/').pop());
  const saved = await apiGet<PlaylistDetail>(page.request, `/playlists/${playlistId}`);
  expect(saved).toMatchObject({ public: false, isFromRepertoire: true });

  // The new album is offered when adding a song, though it is not in the library.
  await page.goto('/Library');
  await expect(page.getByRole('link', { name: 'Crear álbum' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${name},`) })).toBeVisible();
  const songs = await apiGet<ApiPage<{ song_id: number; title: string }>>(
    page.request,
    '/songs?sort=newest&limit=1',
  );
  const song = songs.items[0];
  await page.goto(`/Artist/${song.song_id}`);
  await page
    .getByRole('button', { name: `Añadir ${song.title} a una playlist` })
    .first()
    .click();
  await page.getByRole('menuitem', { name }).click();
  await expect
    .poll(async () =>
      (await apiGet<PlaylistDetail>(page.request, `/playlists/${playlistId}`)).Song_Playlists.map(
        (link) => link.song_id,
      ),
    )
    .toContain(song.song_id);
});

test('an admin creates seasonal playlists from the dashboard', async ({ page }) => {
  await signIn(page, ADMIN, { at: '/AdminPage' });
  await page.getByRole('link', { name: 'Crear playlist de temporada' }).click();
  await expect(page).toHaveURL(/\/uploadPlaylists$/);
  // The screen says what it makes.
  await expect(page.getByRole('heading', { name: 'Crear playlist de temporada' })).toBeVisible();
  await page.goto('/AdminPage');
  await page.getByRole('link', { name: 'Mis Playlists' }).click();
  await expect(page).toHaveURL(/\/PlaylistCardV1$/);
});

test(`a listener saves a seasonal playlist to the library and takes it out (phone)`, async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const seasonal: Playlist = (await seasonalPlaylists(page.request)).items[0];
  await signIn(page, LISTENER);
  const userId = await myId(page);

  // The editor is not for them: they land on the playlist itself.
  await page.goto(`/EditPlaylistLibrary/${seasonal.playlist_id}`);
  await expect(page).toHaveURL(new RegExp(`/PlaylistSongsCard/${seasonal.playlist_id}$`));
  await expect(page.getByRole('button', { name: 'Guardar cambios' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Guardar en Biblioteca' }).click();
  await expect(page.getByRole('button', { name: 'Quitar de Biblioteca' })).toBeVisible();
  await expectAxeClean(page);
  await expect
    .poll(async () =>
      (await apiGet<Library>(page.request, `/libraries/${userId}`)).Playlist_Libraries.map(
        (entry) => entry.playlist_id,
      ),
    )
    .toContain(seasonal.playlist_id);
  await page.goto('/Library');
  await expect(
    page.getByRole('link', { name: new RegExp(`^${seasonal.name},`) }).first(),
  ).toBeVisible();

  await page.goto(`/PlaylistSongsCard/${seasonal.playlist_id}`);
  await page.getByRole('button', { name: 'Quitar de Biblioteca' }).click();
  await expect(page.getByRole('button', { name: 'Guardar en Biblioteca' })).toBeVisible();
  await expect
    .poll(async () =>
      (await apiGet<Library>(page.request, `/libraries/${userId}`)).Playlist_Libraries.map(
        (entry) => entry.playlist_id,
      ),
    )
    .not.toContain(seasonal.playlist_id);
});
