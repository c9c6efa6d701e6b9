import { expect, type Page, test } from '@playwright/test';
import {
  cardText,
  expectAxeClean,
  recentSongs,
  seasonalPlaylists,
  signInByApi,
  suggestedCreators,
  VIEWPORTS,
} from './helpers';
import { DEMO_PASSWORD } from './pages/login-page';
import { signInFresh } from './phone';

test('home shows the demo catalogue from the real API', async ({ page, request }) => {
  const [recent, creators, seasonal] = await Promise.all([
    recentSongs(request),
    suggestedCreators(request),
    seasonalPlaylists(request),
  ]);
  expect(recent.items.length).toBeGreaterThan(0);
  expect(creators.items.length).toBeGreaterThanOrEqual(4);
  expect(seasonal.items.length).toBeGreaterThan(0);

  await page.goto('/');
  for (const heading of [
    'Creadores Sugeridos',
    'Canciones Recomendadas',
    'Subidas recientemente',
    'Música de Temporada',
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  const recentSection = page.getByRole('region', { name: 'Subidas recientemente' });
  await expect(recentSection.getByText(cardText(recent.items[0].title)).first()).toBeVisible();
  const creatorSection = page.getByRole('region', { name: 'Creadores Sugeridos' });
  await expect(creatorSection.getByText(creators.items[0].display_name).first()).toBeVisible();
  const seasonSection = page.getByRole('region', { name: 'Música de Temporada' });
  await expect(seasonSection.getByText(cardText(seasonal.items[0].name)).first()).toBeVisible();
  await expect(page.getByText(String(new Date().getFullYear())).first()).toBeVisible();
});

test('an unknown page answers in Spanish', async ({ page }) => {
  await page.goto('/esta-ruta-no-existe');
  await expect(page.getByText('Página no encontrada')).toBeVisible();
});

for (const viewport of VIEWPORTS) {
  test(`home passes axe checks at ${viewport.name} size`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Subidas recientemente' })).toBeVisible();
    // Let images and lazy sections settle before the audit.
    await page.waitForLoadState('networkidle');
    await expectAxeClean(page);
  });
}

test('phone size shows the bottom bar and collapses the search box', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const bottomBar = page.getByRole('navigation', { name: 'Navegación inferior' });
  await expect(bottomBar).toBeVisible();
  for (const label of ['Inicio', 'Explorar', 'Notificaciones', 'Perfil']) {
    await expect(bottomBar.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(page.getByPlaceholder('Buscar')).toBeHidden();
  await bottomBar.getByRole('link', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/\/LoginPageV1$/);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Subidas recientemente' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home-phone.png'), fullPage: false });
});

test('desktop shows the visitor top bar and the drawer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByPlaceholder('Buscar')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registrarse' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegación inferior' })).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const drawer = page.getByRole('dialog');
  for (const label of ['Inicio', 'Explorar', 'Biblioteca', 'Descargas']) {
    await expect(drawer.getByRole('link', { name: label })).toBeVisible();
  }
  // The drawer's title bar is no second banner beside the top bar.
  await expectAxeClean(page, { rules: ['landmark-no-duplicate-banner', 'landmark-unique'] });
});

test('the footer shows the SUPPORT_EMAIL the server was started with', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByText('ayuda@tambora.test')).toBeVisible();
});

test("the security headers still let the app's own audio play", async ({ page, request }) => {
  const recent = await recentSongs(request);
  await page.goto('/');
  const played = await page.evaluate(async (src) => {
    const audio = new Audio(src);
    audio.muted = true;
    const playing = new Promise<string>((resolve) => {
      audio.addEventListener('playing', () => resolve('playing'), { once: true });
      audio.addEventListener('error', () => resolve(`error ${audio.error?.code}`), { once: true });
    });
    await audio.play().catch(() => undefined);
    const outcome = await playing;
    audio.pause();
    return outcome;
  }, recent.items[0].audio);
  expect(played).toBe('playing');
});

test.describe('signed-in cards', () => {
  // Requests answered by the service worker's precache are out of page.route's reach.
  test.use({ serviceWorkers: 'block' });

  test("a card's play button stays where it is while the heart and playlist buttons load", async ({
    page,
  }) => {
    await signInByApi(page, 'oyente@tambora.app');
    // The card's library buttons load after the first paint; hold their code back to see the gap.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/SongLibraryActionsLive-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // 'Para ti' (above) settles first: its list arriving is not what this test is about.
    const listed = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/recommendations'),
    );
    await page.goto('/');
    await listed;
    const play = page
      .getByRole('region', { name: 'Canciones Recomendadas' })
      .getByRole('button', { name: /^Reproducir / })
      .first();
    await expect(play).toBeVisible();
    await page.waitForTimeout(300);
    const before = await play.boundingBox();
    release();
    await expect(
      page
        .getByRole('main')
        .getByRole('button', { name: /^Me gusta / })
        .first(),
    ).toBeVisible();
    const after = await play.boundingBox();
    expect(after?.x).toBe(before?.x);
    expect(after?.y).toBe(before?.y);
  });
});

/** Each home row's height by its heading, in the page's order. */
async function rowHeights(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() =>
    Object.fromEntries(
      Array.from(document.querySelectorAll('main section[aria-labelledby]')).map((section) => [
        section.querySelector('h2')?.textContent ?? '',
        section.getBoundingClientRect().height,
      ]),
    ),
  );
}

test.describe('rows that load', () => {
  test.use({ serviceWorkers: 'block' });

  for (const viewport of VIEWPORTS) {
    test(`each home row is as tall loading as loaded, so nothing below it moves, at ${viewport.name} size`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // Signed in without opening the home first: the answers a visit keeps on the device are
      // drawn at once on the next one while the network's are on their way (docs/architecture.md
      // "From a button to a table and back"), so the rows would not wait for the held requests
      // and 'Loading...' would show only until IndexedDB answered (missed on a loaded machine).
      await signInFresh(page, { email: 'oyente@tambora.app', password: DEMO_PASSWORD });
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(
        /\/api\/v1\/(songs|recommendations|creators|playlists|statistics)(\?|\/|$)/,
        async (route) => {
          await held;
          await route.continue();
        },
      );
      await page.goto('/');
      const loading = page.getByRole('main').getByRole('status').filter({ hasText: 'Loading...' });
      await expect(loading.first()).toBeVisible();
      // 'Escuchado recientemente' reads IndexedDB, which the held requests do not hold: it is
      // measured once it has answered (a CI run on a loaded machine caught its skeleton, 273 px,
      // before this new listener's empty row, 61 px). The row is there first: a row not drawn
      // yet has no 'Loading...' either, and a count of 0 passed before it was.
      const recent = page.getByRole('region', { name: 'Escuchado recientemente' });
      await expect(recent).toBeVisible();
      await expect(recent.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
      await page.waitForTimeout(300);
      const pending = await rowHeights(page);
      await expectAxeClean(page);
      release();
      await expect(loading).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const loaded = await rowHeights(page);
      // 'Para ti' may have nothing yet for this listener; every row drawn both ways is compared.
      const compared = Object.keys(pending).filter((title) => title in loaded);
      expect(compared.length).toBeGreaterThanOrEqual(4);
      for (const title of compared) {
        expect(
          Math.abs(loaded[title] - pending[title]),
          `${title}: ${pending[title]} → ${loaded[title]}`,
        ).toBeLessThanOrEqual(1);
      }
    });
  }
});
