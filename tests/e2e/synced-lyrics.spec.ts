import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import type { Page as ApiPage, FullSong, SessionUser, Song } from '../../domain/api';
import { apiGet, DEMO_PASSWORD, expectAxeClean, signIn, VIEWPORTS } from './helpers';
import { playerBar } from './pages/player-bar';
import { playingCount, recordPlayingEvents, waitForPlaying } from './player-helpers';

/**
 * 'Letra sincronizada' (docs/product.md "Letra sincronizada") with real audio: the expanded
 * player follows a creator's LRC lyrics line by line and seeks where a line is pressed, also
 * offline; the song editor's 'Marcar' stamps lines as the song plays.
 */
const COMPOSER = 'yokasta.mejia@tambora.app';
// Ten lines two seconds apart: more than the list shows at once, within every demo song.
const LINES = Array.from({ length: 10 }, (_, index) => `Verso ${index + 1} del merengue`);
const stamp = (index: number) => `00:${String(index * 2).padStart(2, '0')}.00`;
const LRC = LINES.map((words, index) => `[${stamp(index)}]${words}`).join('\n');

let composer: APIRequestContext;
let song: FullSong;
let originalLetter: string | null;

test.beforeAll(async ({ baseURL }) => {
  composer = await request.newContext({ baseURL });
  const login = await composer.post('/api/v1/login', {
    data: { email: COMPOSER, password: DEMO_PASSWORD },
  });
  const me = (await login.json()) as SessionUser;
  const songs = await apiGet<ApiPage<Song>>(composer, '/songs?limit=30');
  // One of the demo's, which are the oldest: other files upload tones shorter than the lyrics as
  // this composer, and a server's files run in whatever order its worker is given them.
  const own = songs.items
    .filter((item) => item.user_id === me.credentials_id && item.duration_seconds >= 20)
    .sort((a, b) => a.song_id - b.song_id)[0];
  if (!own) throw new Error('la compositora de la demo no tiene canciones');
  song = await apiGet<FullSong>(composer, `/songs/${own.song_id}`);
  originalLetter = song.letter;
});

test.afterAll(async () => {
  await composer.put(`/api/v1/songs/${song.song_id}`, { data: { letter: originalLetter } });
  await composer.dispose();
});

async function setLetter(letter: string) {
  const answer = await composer.put(`/api/v1/songs/${song.song_id}`, { data: { letter } });
  expect(answer.status(), await answer.text()).toBe(200);
}

const line = (page: Page, index: number) =>
  page
    .getByRole('dialog', { name: song.title })
    .getByRole('button', { name: `${stamp(index)} ${LINES[index]}` });

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width}: the player follows the lines and a pressed line plays from there`, async ({
    page,
  }) => {
    await setLetter(LRC);
    await recordPlayingEvents(page);
    await page.setViewportSize(viewport);
    await page.goto(`/Artist/${song.song_id}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: `Reproducir ${song.title}`, exact: true })
      .first()
      .click();
    await playerBar(page)
      .root.getByRole('button', { name: `Abrir el reproductor de ${song.title}` })
      .click();
    await expect(page.getByRole('list', { name: 'Letra' })).toBeVisible();
    // The song plays on: the third line becomes the one sung, and only it.
    await expect(line(page, 2)).toHaveAttribute('aria-current', 'true', { timeout: 15_000 });
    await expect(line(page, 0)).not.toHaveAttribute('aria-current');
    await line(page, 7).click();
    await expect(line(page, 7)).toHaveAttribute('aria-current', 'true');
    await expect(line(page, 2)).not.toHaveAttribute('aria-current');
    // The line sung is kept in view within the list, which holds fewer lines than the song.
    await expect(line(page, 8)).toHaveAttribute('aria-current', 'true', { timeout: 5_000 });
    const list = await page.getByRole('list', { name: 'Letra' }).boundingBox();
    const sung = await line(page, 8).boundingBox();
    expect(sung && list && sung.y >= list.y && sung.y + sung.height <= list.y + list.height).toBe(
      true,
    );
    await expectAxeClean(page, { include: '[role="dialog"]' });
    if (viewport.width > 400) return;

    // Offline, the song already on the device still follows a press.
    await page.context().setOffline(true);
    await line(page, 0).click();
    await expect(line(page, 0)).toHaveAttribute('aria-current', 'true');
    await page.context().setOffline(false);
  });
}

test("at 1366: 'Marcar' stamps each line as the song plays, and the lyrics are kept", async ({
  page,
}) => {
  await setLetter('Primera línea\nSegunda línea');
  await recordPlayingEvents(page);
  await signIn(page, COMPOSER, { at: `/EditSongRepertorie/${song.song_id}` });
  const lyrics = page.getByRole('textbox', { name: 'Letra' });
  await expect(lyrics).toHaveValue('Primera línea\nSegunda línea');
  const before = await playingCount(page);
  await page.getByRole('button', { name: 'Reproducir para marcar' }).click();
  await waitForPlaying(page, song, before);
  const mark = page.getByRole('button', { name: 'Marcar', exact: true });
  await expect(mark).toBeEnabled();
  await expect(page.getByText('Siguiente línea: «Primera línea»')).toBeVisible();
  // A stamp is the song's own time at the press, read from the element around each press: on a
  // starved machine the music can fall behind the clock, so no wall-clock wait stands for it.
  const songTime = () =>
    page.evaluate(
      () =>
        Array.from(document.querySelectorAll('audio')).find((audio) => !audio.paused)?.currentTime,
    );
  const pressAt = async () => {
    const before = (await songTime()) ?? Number.NaN;
    await mark.click();
    return { before, after: (await songTime()) ?? Number.NaN };
  };
  const firstPress = await pressAt();
  // The second line a second of music later.
  await expect.poll(async () => (await songTime()) ?? 0).toBeGreaterThan(firstPress.after + 1);
  const secondPress = await pressAt();
  await expect(page.getByText('Todas las líneas tienen su momento.')).toBeVisible();
  const stamped = await lyrics.inputValue();
  const [first, second] = stamped.split('\n');
  const seconds = (row: string) => {
    const match = /^\[(\d\d):(\d\d\.\d\d)\]/.exec(row);
    return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
  };
  expect(first).toMatch(/^\[\d\d:\d\d\.\d\d\]Primera línea$/);
  expect(second).toMatch(/^\[\d\d:\d\d\.\d\d\]Segunda línea$/);
  // Each stamp lies between the song's time just before and just after its press (to the
  // hundredth it is written in), and the second a second of music after the first.
  for (const [row, press] of [
    [first, firstPress],
    [second, secondPress],
  ] as const) {
    expect(seconds(row)).toBeGreaterThanOrEqual(press.before - 0.01);
    expect(seconds(row)).toBeLessThanOrEqual(press.after + 0.01);
  }
  expect(seconds(second) - seconds(first)).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect
    .poll(async () => (await apiGet<FullSong>(composer, `/songs/${song.song_id}`)).letter)
    .toBe(stamped);
});
