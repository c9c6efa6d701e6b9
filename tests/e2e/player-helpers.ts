import type { Page } from '@playwright/test';
import type { Song } from '../../domain/api';

/**
 * Every 'playing' event of any media element is recorded by a capturing listener installed before
 * the app runs, so a test waits for the event itself rather than polling the element.
 */
export async function recordPlayingEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: string[] = [];
    Object.assign(window, { __playing: events });
    document.addEventListener(
      'playing',
      (event) => events.push((event.target as HTMLMediaElement).currentSrc),
      true,
    );
  });
}

export async function playingCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __playing: string[] }).__playing.length);
}

/** Resolves once a new 'playing' event happened for `song`'s file after `before` events. */
export async function waitForPlaying(page: Page, song: Song, before: number): Promise<void> {
  await page.waitForFunction(
    ({ audio, before: count }) => {
      const events = (window as unknown as { __playing: string[] }).__playing;
      return events.slice(count).some((src) => src.endsWith(audio));
    },
    { audio: song.audio, before },
  );
}
