/**
 * 'Temporizador' (docs/product.md "Temporizador"), as a listener sets it in the player: the time
 * left beside the button, the music fading over the last 10 s and then paused, at the person's
 * volume again. The page's clock is Playwright's, moved on by hand; the song plays in real time.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAxeClean, PHONE, recentSongs, VIEWPORTS } from './helpers';
import { playerBar } from './pages/player-bar';

/** The element sounding now: its volume, or null when nothing plays. */
const soundingVolume = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll('audio')).find((audio) => !audio.paused)?.volume ?? null,
  );

async function playFirstRecentSong(page: Page, title: string) {
  await page.goto('/');
  await page
    .getByRole('button', { name: `Reproducir ${title}` })
    .first()
    .click();
  const bar = playerBar(page);
  await expect(bar.button('Pausar', { exact: true })).toBeVisible();
  await expect.poll(() => soundingVolume(page)).toBeCloseTo(0.8);
  return bar;
}

test.describe(`${PHONE.width}×${PHONE.height}`, () => {
  test.use({ viewport: PHONE });

  test("'30 minutos' counts down, fades over the last 10 s and pauses", async ({
    page,
    request,
  }) => {
    await page.clock.install();
    const [song] = (await recentSongs(request)).items;
    const bar = await playFirstRecentSong(page, song.title);
    await bar.button('Temporizador').click();
    await page.getByRole('menuitem', { name: '30 minutos' }).click();
    const left = bar.root.getByRole('timer');
    await expect(left).toHaveText(/^(30:00|29:5\d)$/);
    await expect(left).toHaveAccessibleName(/^Se detiene en /);
    await expectAxeClean(page, { include: 'section[aria-label="Reproductor"]' });

    await page.clock.fastForward('29:55');
    await expect(left).toHaveText(/^0:0\d$/);
    // Half-way through the fade: about half the person's volume, still playing.
    await expect.poll(() => soundingVolume(page)).toBeLessThan(0.6);
    expect(await soundingVolume(page)).toBeGreaterThan(0);

    await page.clock.fastForward('00:06');
    await expect(bar.button('Reproducir', { exact: true })).toBeVisible();
    await expect(left).toHaveCount(0);
    expect(
      await page.evaluate(() =>
        Array.from(document.querySelectorAll('audio')).every((a) => a.paused),
      ),
    ).toBe(true);
    // The next play sounds at the person's volume.
    await bar.button('Reproducir', { exact: true }).click();
    await expect.poll(() => soundingVolume(page)).toBeCloseTo(0.8);
  });
});

test.describe(`${VIEWPORTS[1].width}×${VIEWPORTS[1].height}`, () => {
  test.use({ viewport: VIEWPORTS[1] });

  test("'Al terminar la canción' fades the song's end and stops there, not on the next", async ({
    page,
    request,
  }) => {
    const [song] = (await recentSongs(request)).items;
    const bar = await playFirstRecentSong(page, song.title);
    await bar.button('Temporizador').click();
    await page.getByRole('menuitem', { name: 'Al terminar la canción' }).click();
    await expect(bar.root.getByRole('timer')).toHaveText('Fin de canción');
    // Near the end of the song: the fade has begun.
    await page.evaluate(() => {
      const audio = Array.from(document.querySelectorAll('audio')).find((a) => !a.paused);
      if (audio) audio.currentTime = audio.duration - 4;
    });
    await expect.poll(() => soundingVolume(page)).toBeLessThan(0.5);
    await expect(bar.button('Reproducir', { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(bar.title).toHaveText(song.title);
    await expect(bar.root.getByRole('timer')).toHaveCount(0);

    // Turned off before it ends, the volume is the person's again at once.
    await bar.button('Reproducir', { exact: true }).click();
    await bar.button('Temporizador').click();
    await page.getByRole('menuitem', { name: 'Al terminar la canción' }).click();
    await bar.button('Temporizador').click();
    await page.getByRole('menuitem', { name: 'Apagar temporizador' }).click();
    await expect(bar.root.getByRole('timer')).toHaveCount(0);
    await expect.poll(() => soundingVolume(page)).toBeCloseTo(0.8);
  });
});
