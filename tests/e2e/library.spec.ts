/**
 * Library, likes and playlists end to end in Chromium against the real server: a listener likes a
 * song and finds it in /Library; makes a playlist from a song through the name prompt, opens and
 * plays it; a composer builds an album with a cover and three songs and removes one; offline, a
 * listener likes two songs and creates a playlist, reloads (all still there), comes back online
 * and the server has every change.
 */
import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import sharp from 'sharp';
import type { Page as ApiPage, Song } from '../../domain/api';
import type { Library } from '../../domain/library';
import type { PlaylistDetail } from '../../domain/playlists';
import { creator, publish, registered } from './accounts';
import { API_CALL } from './api-call';
import { apiGet, expectAxeClean, installServiceWorkerNow, PHONE, signInByApi } from './helpers';

const COMPOSER = 'rafael.almonte@tambora.app';

/** A fresh listener (registration through the API would need mail): the demo listener. */
const LISTENER = 'oyente@tambora.app';

async function publicSongs(request: APIRequestContext, limit = 10): Promise<Song[]> {
  return (await apiGet<ApiPage<Song>>(request, `/songs?sort=newest&limit=${limit}`)).items;
}

async function libraryOf(request: APIRequestContext, userId: number): Promise<Library> {
  return apiGet<Library>(request, `/libraries/${userId}`);
}

/** Clears what earlier runs left in the listener's library, through the API. */
async function emptyLibrary(request: APIRequestContext, userId: number): Promise<void> {
  const library = await libraryOf(request, userId);
  for (const entry of library.Song_Libraries) {
    await request.delete('/api/v1/song_libraries', {
      ...API_CALL,
      data: { song_id: entry.song_id },
    });
  }
}

test('a listener likes a song and finds it in /Library', async ({ page }) => {
  const userId = await signInByApi(page, LISTENER);
  await emptyLibrary(page.request, userId);
  const [song] = await publicSongs(page.request, 1);
  await page.goto(`/Artist/${song.song_id}`);
  const heart = page.getByRole('button', { name: `Me gusta ${song.title}` }).first();
  await heart.click();
  await expect(
    page.getByRole('button', { name: `Quitar ${song.title} de Me gusta` }).first(),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await libraryOf(page.request, userId)).Song_Libraries.map((e) => e.song_id))
    .toContain(song.song_id);

  await page.goto('/Library');
  await expect(page.getByRole('heading', { name: 'Canciones que te han gustado' })).toBeVisible();
  await expect(page.getByPlaceholder('Buscar canciones...')).toBeVisible();
  const table = page.getByRole('table', { name: 'Canciones que te han gustado' });
  await expect(table.getByText(song.title.slice(0, 16))).toBeVisible();
  await page.getByPlaceholder('Buscar canciones...').fill('zzzz-nada');
  await expect(page.getByText('No hay canciones relacionadas a tu busqueda')).toBeVisible();
  await page.getByPlaceholder('Buscar canciones...').fill('');
  await expectAxeClean(page);
});

// "The first visit" (docs/architecture.md, fonts): on a phone, a long library's cards far below
// the screen are not laid out until they near it, and keep their place when they are.
test('a phone lays out only the library cards near the screen', async ({ page, baseURL }) => {
  await page.setViewportSize(PHONE);
  const person = await registered(baseURL ?? '', 'biblioteca-larga');
  // A song with no interpreters, whose card has one line of names, liked first: the library
  // lists the latest like first, so its card is the last.
  const composer = await creator(baseURL ?? '', 'una-linea', 'Sola', null);
  const oneLine = await publish(composer.api, 'Sin intérpretes', ['Ana Sola']);
  try {
    const songs = [
      oneLine,
      ...(await publicSongs(page.request, 21)).filter((song) => song.song_id !== oneLine.song_id),
    ];
    for (const song of songs) {
      const answer = await person.api.post('/api/v1/song_libraries', {
        ...API_CALL,
        data: { song_id: song.song_id },
      });
      expect(answer.status()).toBe(201);
    }
    await signInByApi(page, person.email, person.password);
    await page.goto('/Library');
    const cards = page.getByRole('list', { name: 'Canciones que te han gustado' }).locator('li');
    await expect(cards).toHaveCount(songs.length);
    const laidOut = (card: Locator) =>
      card
        .locator('p')
        .first()
        .evaluate((title) => title.checkVisibility({ contentVisibilityAuto: true }));
    expect(await laidOut(cards.first())).toBe(true);
    expect(await laidOut(cards.last())).toBe(false);
    // Each card keeps its height while skipped, with one line of names or two: the page is as long
    // as the cards will make it, and nothing moves as they are laid out.
    const skipped: { card: Locator; height: number; nameLines: number }[] = [];
    for (const card of await cards.all()) {
      if (await laidOut(card)) continue;
      const height = (await card.boundingBox())?.height ?? 0;
      skipped.push({ card, height, nameLines: (await card.locator('p').count()) - 1 });
    }
    expect(new Set(skipped.map((card) => card.nameLines))).toEqual(new Set([1, 2]));
    for (const { card, height } of skipped) {
      await card.scrollIntoViewIfNeeded();
      await expect.poll(() => laidOut(card)).toBe(true);
      expect((await card.boundingBox())?.height).toBeCloseTo(height, 0);
    }
  } finally {
    // The song goes with its composer, the likes with the listener: later tests play the newest
    // songs (longer than this one) and rank songs by likes.
    expect((await composer.api.delete(`/api/v1/users/${composer.id}`, API_CALL)).status()).toBe(
      204,
    );
    expect((await person.api.delete(`/api/v1/users/${person.id}`, API_CALL)).status()).toBe(204);
  }
});

test('a playlist made from a song through the prompt opens and plays', async ({ page }) => {
  await page.addInitScript(() => {
    const events: string[] = [];
    Object.assign(window, { __playing: events });
    document.addEventListener(
      'playing',
      (event) => events.push((event.target as HTMLMediaElement).currentSrc),
      true,
    );
  });
  await signInByApi(page, LISTENER);
  const [, song] = await publicSongs(page.request, 2);
  const name = `Viaje ${String(Date.now()).slice(-5)}`;
  await page.goto(`/Artist/${song.song_id}`);

  // Cancelling the prompt does nothing.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page
    .getByRole('button', { name: `Añadir ${song.title} a una playlist` })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Nueva playlist' }).click();

  page.once('dialog', (dialog) => void dialog.accept(name));
  await page
    .getByRole('button', { name: `Añadir ${song.title} a una playlist` })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Nueva playlist' }).click();
  await expect(
    page.getByText(`Playlist "${name}" creada y añadida a tu librería con éxito`),
  ).toBeVisible();

  await page.goto('/Library');
  await page.getByRole('link', { name: new RegExp(name.slice(0, 16)) }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Sin descripción')).toBeVisible();
  await expect(page.getByRole('table', { name: `Canciones de ${name}` })).toContainText(
    song.title.slice(0, 16),
  );
  for (const column of ['#', 'Nombre', 'Compositores', 'Interpretes', 'Duracion', 'Acciones']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const playlistId = Number(new URL(page.url()).pathname.split('/').pop());
  const detail = await apiGet<PlaylistDetail>(page.request, `/playlists/${playlistId}`);
  expect(detail).toMatchObject({ public: false, isFromRepertoire: false });
  expect(detail.Song_Playlists.map((link) => link.song_id)).toEqual([song.song_id]);

  await page.getByRole('button', { name: 'Reproducir', exact: true }).click();
  await page.waitForFunction(
    (audio) =>
      (window as unknown as { __playing: string[] }).__playing.some((src) => src.endsWith(audio)),
    song.audio,
  );
  await expectAxeClean(page);
});

test('a composer builds an album with a cover and three songs, then removes one', async ({
  page,
}, testInfo) => {
  const coverPath = testInfo.outputPath('album.png');
  await sharp({
    create: { width: 400, height: 400, channels: 3, background: { r: 206, g: 17, b: 38 } },
  })
    .png()
    .toFile(coverPath);
  const userId = await signInByApi(page, COMPOSER);
  const own = (
    await apiGet<ApiPage<Song>>(page.request, `/songsFromRepertoire?userId=${userId}&limit=10`)
  ).items;
  expect(own.length).toBeGreaterThanOrEqual(3);
  const picked = own.slice(0, 3);

  await page.goto('/uploadPlaylists');
  await page.getByRole('button', { name: 'Guardar álbum' }).click();
  await expect(page.getByText('Debe seleccionar una portada para el álbum.')).toBeVisible();
  await expectAxeClean(page);

  const name = `Álbum ${String(Date.now()).slice(-5)}`;
  await page.getByLabel('Portada').click();
  await page.locator('input[type=file]').setInputFiles(coverPath);
  await page.getByLabel('Nombre').fill(name);
  await page.getByLabel('Descripción').fill('Tres merengues');
  for (const song of picked) {
    await page.getByRole('button', { name: `Agregar ${song.title}` }).click();
  }
  await page.getByRole('button', { name: 'Guardar álbum' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Tres merengues')).toBeVisible();
  const playlistId = Number(new URL(page.url()).pathname.split('/').pop());
  let detail = await apiGet<PlaylistDetail>(page.request, `/playlists/${playlistId}`);
  expect(detail).toMatchObject({ public: true, favorites_count: 1, isFromRepertoire: true });
  expect(detail.cover).toMatch(/^\/media\/images\//);
  expect(detail.Song_Playlists.map((l) => l.song_id)).toEqual(picked.map((s) => s.song_id));

  // Editing: removing a song calls the server at once. The editor's own button, named exactly:
  // while the editor loads, the album page is still on screen with its 'Quitar … de la playlist'.
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar álbum' })).toBeVisible();
  await page.getByRole('button', { name: `Quitar ${picked[1].title}`, exact: true }).click();
  await expect
    .poll(async () =>
      (await apiGet<PlaylistDetail>(page.request, `/playlists/${playlistId}`)).Song_Playlists.map(
        (l) => l.song_id,
      ),
    )
    .toEqual([picked[0].song_id, picked[2].song_id]);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  detail = await apiGet<PlaylistDetail>(page.request, `/playlists/${playlistId}`);
  expect(detail.songsCount).toBe(2);
});

test('offline: likes and a new playlist survive a reload and reach the server once back online', async ({
  page,
  context,
}) => {
  const userId = await signInByApi(page, LISTENER);
  await emptyLibrary(page.request, userId);
  await page.goto('/');
  await installServiceWorkerNow(page);
  await page.reload();
  const hearts = page.getByRole('button', { name: /^Me gusta / });
  await expect(hearts.first()).toBeVisible();
  const labels = [
    ...new Set(
      await hearts.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? '')),
    ),
  ];
  const titles = labels.slice(0, 2).map((label) => label.replace(/^Me gusta /, ''));
  expect(titles).toHaveLength(2);

  await context.setOffline(true);
  for (const title of titles) {
    await page
      .getByRole('button', { name: `Me gusta ${title}`, exact: true })
      .first()
      .click();
    await expect(
      page.getByRole('button', { name: `Quitar ${title} de Me gusta`, exact: true }).first(),
    ).toBeVisible();
  }
  const name = `Offline ${String(Date.now()).slice(-5)}`;
  page.once('dialog', (dialog) => void dialog.accept(name));
  await page
    .getByRole('button', { name: `Añadir ${titles[0]} a una playlist`, exact: true })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Nueva playlist' }).click();
  await expect(page.getByText(`Playlist "${name}" creada`)).toBeVisible();

  const queued = await page.evaluate(async () => {
    const request = indexedDB.open('tambora');
    const db = await new Promise<IDBDatabase>((resolve) => {
      request.onsuccess = () => resolve(request.result);
    });
    return new Promise<number>((resolve) => {
      const count = db.transaction('offlineQueue').objectStore('offlineQueue').count();
      count.onsuccess = () => resolve(count.result);
    });
  });
  // Two likes, the creation, the song added to it.
  expect(queued).toBe(4);

  // A reload while offline: the app comes from the service worker, the library from IndexedDB.
  await page.goto('/Library');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Canciones que te han gustado' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  for (const title of titles) {
    await expect(page.getByText(title.slice(0, 16)).first()).toBeVisible();
  }

  await context.setOffline(false);
  await expect
    .poll(async () => {
      const library = await libraryOf(page.request, userId);
      return {
        songs: library.Song_Libraries.map((e) => e.Song.title).sort(),
        playlists: library.Playlist_Libraries.filter((e) => e.Playlist.name === name).map(
          (e) => e.Playlist.songsCount,
        ),
      };
    })
    .toEqual({ songs: [...titles].sort(), playlists: [1] });
});

test('an offline like or unlike, the page reloaded at once, reaches the server within 5 s of reconnecting, 20 rounds', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const userId = await signInByApi(page, LISTENER);
  const likedBefore = (await libraryOf(page.request, userId)).Song_Libraries.map(
    (entry) => entry.song_id,
  );
  // Whatever happens, the listener's likes are put back: later files (menus-on-press) read them.
  try {
    await emptyLibrary(page.request, userId);
    await page.goto('/');
    await installServiceWorkerNow(page);
    await page.reload();
    const heart = page.getByRole('button', { name: /^Me gusta / }).first();
    await expect(heart).toBeVisible();
    const title = (await heart.getAttribute('aria-label'))?.replace(/^Me gusta /, '') ?? '';
    const like = page.getByRole('button', { name: `Me gusta ${title}`, exact: true }).first();
    const unlike = page
      .getByRole('button', { name: `Quitar ${title} de Me gusta`, exact: true })
      .first();
    for (let round = 1; round <= 20; round++) {
      const liking = round % 2 === 1;
      await context.setOffline(true);
      // A bounded wait, so a failing round ends in an error and the finally below runs.
      await (liking ? like : unlike).click({ timeout: 15_000 });
      await expect(liking ? unlike : like, `round ${round}`).toBeVisible();
      // At once: the heart says it only once the change is queued (docs/product.md "Offline-first").
      await page.reload();
      await expect(liking ? unlike : like, `round ${round}, reloaded`).toBeVisible();
      await context.setOffline(false);
      await expect
        .poll(
          async () =>
            (await libraryOf(page.request, userId)).Song_Libraries.some(
              (entry) => entry.Song.title === title,
            ),
          { message: `round ${round}`, timeout: 5_000, intervals: [100] },
        )
        .toBe(liking);
    }
  } finally {
    await context.setOffline(false);
    await emptyLibrary(page.request, userId);
    for (const songId of likedBefore) {
      await page.request.post('/api/v1/song_libraries', { ...API_CALL, data: { song_id: songId } });
    }
  }
});
