import { expect, test } from '@playwright/test';
import { SETTLED_MARK } from '../../domain/performance-marks';
import { recentSongs } from './helpers';
import { playerBar } from './pages/player-bar';
import { recordPlayingEvents, waitForPlaying } from './player-helpers';

/**
 * The first-play budget, by behaviour: on a fresh visit, before the player's code has
 * loaded, the press of play starts the file in its own task, and the player then takes that same
 * element over: one element ever loads the file, and the bar's controls act on it.
 */
test.use({ serviceWorkers: 'block' });

test('the first press of play on a fresh visit asks for the file once, and the bar controls it', async ({
  page,
  request,
}) => {
  await recordPlayingEvents(page);
  // Every element that starts loading a file, by its address.
  await page.addInitScript(() => {
    const loads: string[] = [];
    Object.assign(window, { __loads: loads });
    document.addEventListener(
      'loadstart',
      (event) => loads.push((event.target as HTMLMediaElement).currentSrc),
      true,
    );
  });
  const song = (await recentSongs(request)).items[0];
  if (!song) throw new Error('sin canciones');
  await page.goto(`/Artist/${song.song_id}`);
  const label = `Reproducir ${song.title}`;
  await page.getByRole('main').getByRole('button', { name: label, exact: true }).first().waitFor();
  // A press with no pointer or focus before it, and no service worker to warm the player at idle:
  // the file must be asked for within the click's own task all the same.
  const startedInClick = await page.evaluate(
    ({ name, audio }) => {
      document.querySelector<HTMLButtonElement>(`main button[aria-label="${name}"]`)?.click();
      return [...document.querySelectorAll('audio')].some((element) => element.src.endsWith(audio));
    },
    { name: label, audio: song.audio },
  );
  expect(startedInClick).toBe(true);
  await waitForPlaying(page, song, 0);

  const bar = playerBar(page);
  await expect(bar.button('Pausar')).toBeVisible();
  const loads = await page.evaluate(() => (window as unknown as { __loads: string[] }).__loads);
  expect(loads.filter((src) => src.endsWith(song.audio))).toHaveLength(1);

  // The bar's pause stops the very element the press started.
  await bar.button('Pausar').click();
  await expect(bar.button('Reproducir')).toBeVisible();
  const sounding = await page.evaluate(
    () => [...document.querySelectorAll('audio')].filter((audio) => !audio.paused).length,
  );
  expect(sounding).toBe(0);
});

/**
 * What a play button looks like at every element of the page, as far as a press could change it:
 * a press that changes none of it asks for no frame of its own (docs/architecture.md, "The first
 * press of play").
 */
function drawnStyles(): (string | null)[] {
  // The same elements at the hover and at the press: what the page adds or takes away meanwhile
  // (a part drawn after the settled mark) is not the press's doing.
  const kept = window as unknown as { __drawnElements?: Element[] };
  kept.__drawnElements ??= [...document.querySelectorAll('body *')];
  const properties = [
    'transform',
    'translate',
    'scale',
    'background-color',
    'color',
    'box-shadow',
    'outline-style',
    'border-color',
    'opacity',
    'filter',
  ];
  return kept.__drawnElements.map((element) => {
    if (!element.isConnected) return null;
    const style = getComputedStyle(element);
    const drawn = properties.map((property) => style.getPropertyValue(property)).join(' ');
    return `${element.tagName}.${element.getAttribute('class') ?? ''}: ${drawn}`;
  });
}

test("a mouse's press on play draws nothing new, so the song does not wait for a frame", async ({
  page,
  request,
}) => {
  await recordPlayingEvents(page);
  const song = (await recentSongs(request)).items[0];
  if (!song) throw new Error('sin canciones');
  await page.goto(`/Artist/${song.song_id}`);
  // Pressed once the page has settled (its own mark), as a hand would: a loaded machine drew
  // the song's facts and buttons between the two readings.
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, SETTLED_MARK);
  const button = page
    .getByRole('main')
    .getByRole('button', { name: `Reproducir ${song.title}`, exact: true })
    .first();
  const box = await button.boundingBox();
  if (!box) throw new Error('the play button has no box');
  // The hover has its own look and its own frame, drawn before a hand comes down; its colours
  // go over in a transition, whose end is the look a press starts from.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await button.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  const hovered = await page.evaluate(drawnStyles);
  await page.mouse.down();
  const pressed = await page.evaluate(drawnStyles);
  await page.mouse.up();
  const changed = pressed.filter(
    (line, index) => line !== null && hovered[index] !== null && line !== hovered[index],
  );
  expect(changed).toEqual([]);
  await waitForPlaying(page, song, 0);
});
