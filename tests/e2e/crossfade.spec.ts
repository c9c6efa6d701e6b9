/**
 * 'Fundido entre canciones' (docs/product.md "Fundido entre canciones") with real audio, at the
 * phone's size: chosen in Configuración, the next song starts under the end of the one playing,
 * the two cross (one falling, the other rising), then one plays on at the person's volume. A skip
 * is a plain change.
 */
import { expect, type Page, test } from '@playwright/test';
import type { Song } from '../../domain/api';
import { CROSSFADE_TEXTS } from '../../domain/crossfade';
import { expectAxeClean, firstSeasonalPlaylist, PHONE, signIn } from './helpers';
import { playerBar } from './pages/player-bar';

test.use({ viewport: PHONE });

interface Sounding {
  src: string;
  volume: number;
}

/** Every 50 ms, the elements sounding; kept in the page until read. */
async function recordSounding(page: Page): Promise<void> {
  await page.evaluate(() => {
    const samples: Sounding[][] = [];
    (window as unknown as { __sounding: Sounding[][] }).__sounding = samples;
    setInterval(() => {
      samples.push(
        Array.from(document.querySelectorAll('audio'))
          .filter((audio) => !audio.paused && audio.src)
          .map((audio) => ({ src: audio.src, volume: audio.volume })),
      );
    }, 50);
  });
}

const soundings = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sounding: Sounding[][] }).__sounding);

test('the next song fades in under the end of this one, and a skip does not fade', async ({
  page,
  request,
}) => {
  // A seasonal playlist of the demo: songs of 20 s and more, whatever earlier tests uploaded.
  const { playlistId, songs } = await firstSeasonalPlaylist(request);
  const [first, second] = songs;
  await signIn(page, 'oyente@tambora.app', { at: '/UserSettings' });
  const choice = page.getByLabel(CROSSFADE_TEXTS.setting);
  await expect(choice).toHaveValue('0');
  await choice.selectOption({ label: '3 segundos' });
  await expectAxeClean(page);

  await page.goto(`/PlaylistSongsCard/${playlistId}`);
  await page.getByRole('button', { name: 'Reproducir', exact: true }).first().click();
  const bar = playerBar(page);
  await expect(bar.button('Pausar', { exact: true })).toBeVisible();
  await expect(bar.title).toHaveAttribute('title', first.title);
  // To 7 s before the end.
  await bar.position.fill(String(first.duration_seconds - 7));
  await expect
    .poll(async () => Number(await bar.position.inputValue()))
    .toBeGreaterThanOrEqual(first.duration_seconds - 7);
  await recordSounding(page);
  await expect(bar.title).toHaveAttribute('title', second.title, { timeout: 15_000 });
  // The fade lasts 3 s of the new song: wait it out, then read what sounded.
  await page.waitForTimeout(4000);
  const samples = await soundings(page);
  const both = samples.filter((sample) => sample.length === 2);
  expect(both.length).toBeGreaterThan(10);
  const at = (sample: Sounding[], song: Song) =>
    sample.find((one) => one.src.endsWith(song.audio))?.volume ?? Number.NaN;
  // While both sound, the old song falls and the new one rises.
  const firstVolumes = both.map((sample) => at(sample, first)).filter(Number.isFinite);
  const secondVolumes = both.map((sample) => at(sample, second)).filter(Number.isFinite);
  expect(firstVolumes.at(0)).toBeGreaterThan(firstVolumes.at(-1) ?? 1);
  expect(secondVolumes.at(0)).toBeLessThan(secondVolumes.at(-1) ?? 0);
  // Then one song plays on, at the person's volume.
  const last = samples.at(-1) ?? [];
  expect(last).toHaveLength(1);
  expect(last[0].volume).toBeCloseTo(0.8);

  // 'Siguiente' is a plain change: never two songs at once.
  await page.evaluate(() => {
    (window as unknown as { __sounding: Sounding[][] }).__sounding.length = 0;
  });
  await bar.button('Siguiente').click();
  await expect(bar.title).not.toHaveAttribute('title', second.title);
  await page.waitForTimeout(1000);
  expect((await soundings(page)).every((sample) => sample.length <= 1)).toBe(true);
});
