import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { API_CALL } from './api-call';
import {
  apiGet,
  cardText,
  expectAxeClean,
  installServiceWorkerNow,
  launchPersistent,
  recentSongs,
  signInThroughForm,
  signOut,
} from './helpers';
import { playerBar } from './pages/player-bar';
import {
  offlineSongEntries,
  playingCount,
  recordPlayingEvents,
  waitForSavedAudio,
} from './player-helpers';

/**
 * What a person on a shared family phone, or on a bus with the
 * server out of reach, must be able to count on.
 */

const MARISOL_EMAIL = 'marisol.guzman@tambora.app';
const LISTENER_EMAIL = 'oyente@tambora.app';
const PRIVATE_TITLE = 'Borrador de Medianoche';
const AUDIO_CACHE = 'tambora-audio';

/** Every media element the app creates, so a test can ask whether any still plays. */
async function trackMediaElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const elements = new Set<HTMLMediaElement>();
    Object.assign(window, { __media: elements });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function trackedPlay(this: HTMLMediaElement) {
      elements.add(this);
      return play.call(this);
    };
  });
}

const anythingPlaying = (page: Page) =>
  page.evaluate(() =>
    [...(window as unknown as { __media: Set<HTMLMediaElement> }).__media].some(
      (element) => !element.paused && element.currentSrc !== '',
    ),
  );

const isSavedInCache = (page: Page, url: string) =>
  page.evaluate(
    async ({ cacheName, audio }) =>
      (await caches.open(cacheName)).match(audio).then((copy) => copy !== undefined),
    { cacheName: AUDIO_CACHE, audio: url },
  );

/** The src the last 'playing' event came from, as a path. */
const lastPlayed = (page: Page) =>
  page.evaluate(() => {
    const events = (window as unknown as { __playing: string[] }).__playing;
    return new URL(events[events.length - 1] ?? '', location.href).pathname;
  });

const playerStateCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('tambora');
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('playerState')) return resolve(0);
          const count = database.transaction('playerState').objectStore('playerState').count();
          count.onsuccess = () => resolve(count.result);
        };
        open.onerror = () => resolve(0);
      }),
  );

/** Reads, as the signed-in person on `page`, the ids of the songs they like on the server. */
async function likedIdsReader(page: Page): Promise<() => Promise<number[]>> {
  const userId = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('user') ?? '{}') as { credentials_id: number })
        .credentials_id,
  );
  return async () =>
    (
      await apiGet<{ Song_Libraries: { song_id: number }[] }>(page.request, `/libraries/${userId}`)
    ).Song_Libraries.map((entry) => entry.song_id);
}

/** The songs the page has recorded as saved on the device. */
const savedSongIds = async (page: Page) =>
  (await offlineSongEntries(page)).map((entry) => entry.song_id);

/** Plays `song` from its page until it is saved for offline listening, then pauses. */
async function playUntilSaved(page: Page, song: { song_id: number; title: string; audio: string }) {
  await installServiceWorkerNow(page);
  await page.goto(`/Artist/${song.song_id}`);
  const before = await playingCount(page);
  await page
    .getByRole('button', { name: `Reproducir ${song.title}` })
    .first()
    .click();
  await expect.poll(() => playingCount(page)).toBeGreaterThan(before);
  await waitForSavedAudio(page, song.audio);
  await playerBar(page).button('Pausar').click();
}

test('signing out after playing a private song leaves nothing of it, even offline after a relaunch', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const dir = await mkdtemp(join(tmpdir(), 'tambora-perfil-'));
  try {
    let context = await launchPersistent(dir, baseURL ?? '');
    let page = context.pages()[0] ?? (await context.newPage());
    await recordPlayingEvents(page);
    await trackMediaElements(page);
    await page.goto('/');
    await installServiceWorkerNow(page);
    await signInThroughForm(page, MARISOL_EMAIL);

    // Her own private song, from 'Mi Repertorio', played on its page.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('link', { name: 'Mi Repertorio' }).click();
    await page.locator(`[title="${PRIVATE_TITLE}"]`).first().click();
    await expect(page).toHaveURL(/\/Artist\/\d+$/);
    const before = await playingCount(page);
    await page
      .getByRole('main')
      .getByRole('button', { name: `Reproducir ${PRIVATE_TITLE}`, exact: true })
      .first()
      .click();
    await expect.poll(() => playingCount(page), { timeout: 20_000 }).toBeGreaterThan(before);
    const audio = await lastPlayed(page);
    // Played once, saved for offline from the same bytes.
    await expect.poll(() => isSavedInCache(page, audio), { timeout: 30_000 }).toBe(true);
    await expect(playerBar(page).root).toBeVisible();

    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' }),
    ).toBeVisible();
    await expect(playerBar(page).root).toHaveCount(0);
    expect(await anythingPlaying(page)).toBe(false);
    expect(await isSavedInCache(page, audio)).toBe(false);
    expect(await playerStateCount(page)).toBe(0);
    await context.setOffline(true);
    const offlineStatus = await page.evaluate(
      (url) =>
        fetch(url).then(
          (response) => response.status,
          () => 'sin respuesta',
        ),
      audio,
    );
    expect(offlineStatus).not.toBe(200);
    await context.close();

    // The next person opens the installed app on the bus: nothing of Marisol's song.
    context = await launchPersistent(dir, baseURL ?? '');
    await context.setOffline(true);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Subidas recientemente' })).toBeVisible();
    await expect(playerBar(page).root).toHaveCount(0);
    await expect(page.getByText(PRIVATE_TITLE)).toHaveCount(0);
    expect(await isSavedInCache(page, audio)).toBe(false);
    expect(await playerStateCount(page)).toBe(0);
    await context.close();
  } finally {
    // Chromium may still be writing its profile a moment after close: retry rather than fail.
    await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
});

test('a like made while the server is unreachable is sent within 15 s of its return, the browser never offline', async ({
  page,
  context,
  request,
}) => {
  await signInThroughForm(page, LISTENER_EMAIL);
  const likedIds = await likedIdsReader(page);
  // A song on the home page the demo listener does not like yet.
  const alreadyLiked = await likedIds();
  const song = (await recentSongs(request)).items.find(
    (candidate) => !alreadyLiked.includes(candidate.song_id),
  );
  if (!song) throw new Error('The demo listener likes every recent song');
  const likedOnServer = async () => (await likedIds()).includes(song.song_id);
  await expect(page.getByText(cardText(song.title)).first()).toBeVisible();

  // The server goes away (every API request fails), while the browser still says it is online.
  await context.route('**/api/v1/**', (route) => route.abort('connectionrefused'));
  await page
    .getByRole('button', { name: `Me gusta ${song.title}` })
    .first()
    .click();
  // The heart turns only once the like is in the offline queue (docs/product.md
  // "Offline-first"). Whether the app tried to send it before it saw the server gone depends on
  // which request failed first; either way the like waits on the phone, not on the server.
  await expect(
    page.getByRole('button', { name: `Quitar ${song.title} de Me gusta` }).first(),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toBeVisible({
    timeout: 15_000,
  });
  expect(await likedOnServer()).toBe(false);

  await context.unroute('**/api/v1/**');
  const back = Date.now();
  await expect.poll(likedOnServer, { timeout: 15_000, intervals: [500] }).toBe(true);
  expect(Date.now() - back).toBeLessThan(15_000);
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toHaveCount(0);
  // Undo, so the demo listener's library stays as it was for other tests.
  await page
    .getByRole('button', { name: `Quitar ${song.title} de Me gusta` })
    .first()
    .click();
  await expect.poll(likedOnServer).toBe(false);
});

test("an online play downloads the song's bytes once, and its page then opens offline", async ({
  page,
  context,
  request,
}) => {
  const song = (await recentSongs(request)).items[1];
  const size = Number((await request.head(song.audio)).headers()['content-length']);
  expect(size).toBeGreaterThan(0);
  let received = 0;
  let inFlight = 0;
  // Every request for the file, the page's and the service worker's, crosses this route.
  await context.route('**/media/audios/**', async (route) => {
    inFlight += 1;
    try {
      const response = await route.fetch();
      const body = await response.body();
      if (new URL(route.request().url()).pathname === song.audio) received += body.length;
      await route.fulfill({ response, body });
    } finally {
      inFlight -= 1;
    }
  });
  await recordPlayingEvents(page);
  await page.goto('/');
  await installServiceWorkerNow(page);
  const before = await playingCount(page);
  // Played from its card on the home page: its own page is never visited online.
  await page
    .getByRole('button', { name: `Reproducir ${song.title}`, exact: true })
    .first()
    .click();
  await expect.poll(() => playingCount(page), { timeout: 20_000 }).toBeGreaterThan(before);
  // Saved (the file and the page's record of its song, which the song's page reads offline), and
  // every request for it answered: what crossed the wire is the file once.
  await waitForSavedAudio(page, song.audio);
  await expect.poll(() => inFlight, { timeout: 15_000 }).toBe(0);
  expect(received).toBe(size);

  await context.setOffline(true);
  await page.goto(`/Artist/${song.song_id}`);
  await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toBeVisible();
  await expect(page.getByText('Error al obtener la canción')).toHaveCount(0);
  await context.setOffline(false);
});

test("Descargas removes a song, changes the budget, and 'Guardar mis me gusta' saves a new like", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await recordPlayingEvents(page);
  await signInThroughForm(page, LISTENER_EMAIL);
  await installServiceWorkerNow(page);
  const likedIds = await likedIdsReader(page);
  const recent = (await recentSongs(request)).items;
  const alreadyLiked = await likedIds();
  const toLike = recent.find((song) => !alreadyLiked.includes(song.song_id));
  const played = recent.find((song) => song.song_id !== toLike?.song_id);
  if (!played || !toLike) throw new Error('The demo listener likes every recent song');

  // One song played, so one is saved.
  const before = await playingCount(page);
  await page
    .getByRole('button', { name: `Reproducir ${played.title}`, exact: true })
    .first()
    .click();
  await expect.poll(() => playingCount(page), { timeout: 20_000 }).toBeGreaterThan(before);
  await expect.poll(() => isSavedInCache(page, played.audio), { timeout: 30_000 }).toBe(true);
  await playerBar(page).button('Pausar').click();

  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Descargas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Descargas' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Canciones guardadas' });
  await expect(list.getByText(played.title)).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole('button', { name: `Quitar ${played.title}` }).click();
  await expect(page.getByText('Aún no hay canciones guardadas en este dispositivo.')).toBeVisible();
  expect(await isSavedInCache(page, played.audio)).toBe(false);

  await page
    .getByRole('combobox', { name: 'Espacio para música sin conexión' })
    .selectOption('1 GB');
  await expect(page.getByTestId('descargas-uso')).toContainText('de 1 GB');
  await page.getByRole('switch', { name: /Guardar mis me gusta sin conexión/ }).check();
  await expectAxeClean(page);

  await page.goto('/');
  await page
    .getByRole('button', { name: `Me gusta ${toLike.title}` })
    .first()
    .click();
  await expect.poll(() => isSavedInCache(page, toLike.audio), { timeout: 30_000 }).toBe(true);
  await page.goto('/Descargas');
  await expect(
    page.getByRole('list', { name: 'Canciones guardadas' }).getByText(toLike.title),
  ).toBeVisible();
  await expect(page.getByTestId('descargas-uso')).toContainText('de 1 GB');

  // The demo listener's library as it was, for the other tests.
  await page.goto('/');
  await page
    .getByRole('button', { name: `Quitar ${toLike.title} de Me gusta` })
    .first()
    .click();
  await expect.poll(async () => (await likedIds()).includes(toLike.song_id)).toBe(false);
});

test('after a sign-out, Descargas counts the public songs left on the device and anyone can clear them', async ({
  page,
  request,
}) => {
  await recordPlayingEvents(page);
  const song = (await recentSongs(request)).items[4];
  await signInThroughForm(page, LISTENER_EMAIL);
  await playUntilSaved(page, song);
  await signOut(page);
  // Left at once, as soon as the signed-out bar shows: the device was cleared before it showed.
  await page.goto('/Descargas');
  expect(await savedSongIds(page)).toEqual([]);
  const title = page.getByRole('heading', { name: 'Guardadas en este dispositivo' });
  await expect(title).toBeVisible();
  await expect(page.getByText(/^1 canción guardada en una sesión anterior/)).toBeVisible();
  // Nothing names the song the previous person listened to.
  await expect(page.getByText(song.title)).toHaveCount(0);
  await page.getByRole('button', { name: 'Borrar las canciones de sesiones anteriores' }).click();
  await expect(title).toHaveCount(0);
  expect(await isSavedInCache(page, song.audio)).toBe(false);
});

test('a saved song its owner made private leaves the device at the next check, said once', async ({
  page,
  browser,
  baseURL,
}) => {
  await recordPlayingEvents(page);
  // The owner, in a browser of their own.
  const owner = await browser.newContext({ baseURL });
  const login = await owner.request.post('/api/v1/login', {
    ...API_CALL,
    data: { email: MARISOL_EMAIL, password: 'Tambora2026!' },
  });
  expect(login.ok()).toBe(true);
  const mine = await (
    await owner.request.get('/api/v1/songsFromRepertoire?limit=50', API_CALL)
  ).json();
  const song = (
    mine as { items: { song_id: number; title: string; audio: string; visibility: boolean }[] }
  ).items.find((item) => item.visibility);
  expect(song).toBeDefined();
  if (!song) return;
  try {
    await signInThroughForm(page, LISTENER_EMAIL);
    // Saved; no page load since, so the device has not checked its saved songs yet today.
    await playUntilSaved(page, song);

    const hidden = await owner.request.put(`/api/v1/songs/${song.song_id}`, {
      ...API_CALL,
      data: { visibility: false },
    });
    expect(hidden.ok()).toBe(true);
    await page.goto('/Descargas');
    await expect(
      page.getByText('1 canción guardada ya no está disponible y se quitó de este dispositivo.'),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Canciones guardadas' }).getByText(song.title),
    ).toHaveCount(0);
    expect(await isSavedInCache(page, song.audio)).toBe(false);
  } finally {
    await owner.request.put(`/api/v1/songs/${song.song_id}`, {
      ...API_CALL,
      data: { visibility: true },
    });
    await owner.close();
  }
});
