/**
 * As a person meets them at 390×844 and 1366×768: every kind of page
 * names itself in the title (data pages by their data, also offline), and after a navigation
 * focus is on the page's main heading. On the way, the CSP refuses nothing of the app in
 * Chromium (tests/engines checks it in Firefox along the listener's day).
 */
import { expect, type Page, test } from '@playwright/test';
import type { Page as ApiPage, CreatorStats, Playlist, Song } from '../../domain/api';
import { displayName } from '../../domain/display-name';
import { CSP_VIOLATIONS_KEY, RECORD_CSP_VIOLATIONS } from '../helpers/csp-violations';
import { apiGet, cardText, installServiceWorkerNow, PHONE, recentSongs, signIn } from './helpers';

const LISTENER = 'oyente@tambora.app';

const viewport = PHONE;
test.describe(`${viewport.width}×${viewport.height}`, () => {
  test.use({ viewport });

  test('every kind of page names itself, data pages by their data, and the CSP refuses nothing', async ({
    page,
    request,
  }) => {
    await page.addInitScript(RECORD_CSP_VIOLATIONS);
    const [song] = (await recentSongs(request)).items;
    const [creator] = (await apiGet<ApiPage<CreatorStats>>(request, '/creator_statistics?limit=1'))
      .items;
    const [playlist] = (
      await apiGet<ApiPage<Playlist>>(request, '/playlistsFromRepertoireByAdmin?limit=1')
    ).items;
    const profile = await apiGet<Parameters<typeof displayName>[0]>(
      request,
      `/users/${creator.user_id}`,
    );
    const visits: [string, string][] = [
      ['/', 'Inicio · Tambora'],
      ['/search', 'Buscar · Tambora'],
      ['/SearchView/Luna', 'Buscar «Luna» · Tambora'],
      [`/Artist/${song.song_id}`, `${song.title} · Tambora`],
      [`/ComposerPerfil/${creator.user_id}`, `${displayName(profile)} · Tambora`],
      [`/PlaylistSongsCard/${playlist.playlist_id}`, `${playlist.name} · Tambora`],
      ['/Descargas', 'Descargas · Tambora'],
      ['/LoginPageV1', 'Iniciar sesión · Tambora'],
      ['/RegisterPageV1', 'Crear cuenta · Tambora'],
    ];
    for (const [path, title] of visits) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
    await signIn(page, LISTENER);
    for (const [path, title] of [
      ['/Library', 'Mi biblioteca · Tambora'],
      ['/UserSettings', 'Configuración · Tambora'],
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
    expect(
      await page.evaluate((key) => sessionStorage.getItem(key), CSP_VIOLATIONS_KEY),
    ).toBeNull();
  });

  test('after a navigation focus is on the new page’s heading', async ({ page, request }) => {
    const [song] = (await recentSongs(request)).items as Song[];
    await page.goto('/');
    await page
      .getByRole('link', { name: new RegExp(escapeRegExp(cardText(song.title))) })
      .first()
      .click();
    await expect(page).toHaveTitle(`${song.title} · Tambora`);
    await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeFocused();
    await expect(page.locator('[data-route-announcer][aria-live="polite"]')).toHaveText(
      `${song.title} · Tambora`,
    );
  });
});

test('offline, a page seen before still names itself by its data', async ({
  page,
  context,
  request,
}) => {
  const [song] = (await recentSongs(request)).items;
  await page.goto('/');
  await installServiceWorkerNow(page);
  await page.goto(`/Artist/${song.song_id}`);
  await expect(page).toHaveTitle(`${song.title} · Tambora`);
  await goHomeInApp(page);
  await context.setOffline(true);
  await page.goBack();
  await expect(page).toHaveTitle(`${song.title} · Tambora`);
  await context.setOffline(false);
});

async function goHomeInApp(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Tambora|Inicio/ })
    .first()
    .click();
  await expect(page).toHaveTitle('Inicio · Tambora');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
