/**
 * What a listener does, on top of the thin driver layer (drivers/types.ts): find a button by the
 * name a person hears, press it with the real pointer, type, wait for what the page shows. Page
 * side code is written as functions and sent as text, so it must be self-contained.
 */
import type { EnginePage } from './drivers/types';

/** What to press: a CSS selector, or a button by its accessible name (exact or a prefix). */
export type Target =
  | { css: string }
  | { button: string; within?: string }
  | { buttonStarting: string; within?: string }
  | { label: string };

/** One media element as the page sees it. */
export interface AudioState {
  src: string;
  time: number;
  duration: number;
  paused: boolean;
  volume: number;
  muted: boolean;
}

export class StepError extends Error {}

/** A step this engine's driver cannot take: reported as skipped, never counted as passed. */
export class StepSkipped extends Error {}

export class ListenerPage {
  constructor(
    readonly page: EnginePage,
    readonly origin: string,
  ) {}

  get engine() {
    return this.page.engine;
  }

  /** Runs `fn(...args)` in the page. Bundlers may wrap names in `__name`; the page gets a shim. */
  run<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    const call = `(() => { const __name = (f) => f; return (${fn.toString()})(...${JSON.stringify(args)}); })()`;
    return this.page.evaluate<T>(call);
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(`${this.origin}${path}`);
  }

  /** The tab's Back button (does not wait for the page it brings). */
  back(): Promise<void> {
    return this.page.back();
  }

  /** Polls `fn` in the page until it answers something truthy; fails naming `what`. */
  async waitFor<T, A extends unknown[]>(
    what: string,
    fn: (...args: A) => T | Promise<T>,
    args: A,
    timeoutMs = 15_000,
  ): Promise<NonNullable<T>> {
    const deadline = Date.now() + timeoutMs;
    let last: unknown = null;
    for (;;) {
      try {
        const value = await this.run(fn, ...args);
        if (value) return value as NonNullable<T>;
        last = value;
      } catch (error) {
        // A navigation in progress: the page answers again shortly.
        last = error instanceof Error ? error.message : error;
      }
      if (Date.now() > deadline) {
        throw new StepError(
          `${what}: no ocurrió en ${timeoutMs / 1000} s (último: ${JSON.stringify(last)})`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** The visible element `target` names: its centre and box, after scrolling it into view. */
  async locate(target: Target, timeoutMs = 15_000) {
    return this.waitFor(
      `encontrar ${JSON.stringify(target)}`,
      (t: Target) => {
        const visible = (element: Element) => {
          const box = element.getBoundingClientRect();
          return (
            box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
          );
        };
        const nameOf = (element: Element) =>
          (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
        let found: Element | null = null;
        if ('css' in t) found = Array.from(document.querySelectorAll(t.css)).find(visible) ?? null;
        else if ('label' in t) {
          const label = Array.from(document.querySelectorAll('label')).find(
            (candidate) => candidate.textContent?.replace('*', '').trim() === t.label,
          );
          found = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
        } else {
          const scope = t.within ? document.querySelector(t.within) : document;
          const buttons = Array.from(
            scope?.querySelectorAll('button, [role="button"], [role="menuitem"], a') ?? [],
          );
          found =
            buttons.find(
              (button) =>
                visible(button) &&
                ('button' in t
                  ? nameOf(button) === t.button
                  : nameOf(button).startsWith(t.buttonStarting)),
            ) ?? null;
        }
        if (!found) return null;
        const element = found;
        const pressable = (box: DOMRect) => {
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return Boolean(
            hit && (hit === element || element.contains(hit) || hit.contains(element)),
          );
        };
        let box = found.getBoundingClientRect();
        const inView =
          box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
        // Scrolled to only when out of view or covered, as a person scrolls: a menu's choice sits
        // in a dropdown anchored to the fixed player bar, so scrolling the page moved it for a
        // frame before it went back, and a press aimed there landed on the page and closed the menu.
        if (!inView || !pressable(box)) {
          found.scrollIntoView({ block: 'center', inline: 'center' });
          box = found.getBoundingClientRect();
        }
        // Covered (a toast, a drawer): not pressable yet.
        if (!pressable(box)) return null;
        return {
          x: box.left + box.width / 2,
          y: box.top + box.height / 2,
          left: box.left,
          width: box.width,
          name: nameOf(found),
        };
      },
      [target],
      timeoutMs,
    );
  }

  /** Presses what `target` names with the pointer, at `fraction` of its width (the middle). */
  async click(target: Target, fraction = 0.5): Promise<string> {
    // The same box twice, 150 ms apart: a banner or a late image moving the layout would make
    // the press land elsewhere.
    let box = await this.locate(target);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      const again = await this.locate(target);
      const still = Math.abs(again.x - box.x) < 1 && Math.abs(again.y - box.y) < 1;
      box = again;
      if (still) break;
    }
    await this.page.clickAt(box.left + box.width * fraction, box.y);
    return box.name;
  }

  /** Presses a field and types into it. */
  async fill(target: Target, text: string): Promise<void> {
    await this.click(target);
    await this.page.type(text);
  }

  /** Waits until `text` shows in the page's visible text. */
  async waitForText(text: string, timeoutMs = 15_000): Promise<void> {
    await this.waitFor(
      `ver «${text}»`,
      (wanted: string) => document.body.innerText.includes(wanted),
      [text],
      timeoutMs,
    );
  }

  /** Every media element of the page. */
  audios(): Promise<AudioState[]> {
    return this.run(() =>
      Array.from(document.querySelectorAll('audio')).map((audio) => ({
        src: audio.currentSrc,
        time: audio.currentTime,
        duration: audio.duration,
        paused: audio.paused,
        volume: audio.volume,
        muted: audio.muted,
      })),
    );
  }

  /** The element that is playing, once one plays past `atLeast` seconds (of `src`, if given). */
  async waitForSound(what: string, atLeast: number, src?: string, timeoutMs = 15_000) {
    return this.waitFor(
      what,
      (minimum: number, file: string | null) =>
        Array.from(document.querySelectorAll('audio'))
          .filter((audio) => !audio.paused && audio.currentTime >= minimum)
          .filter((audio) => file === null || audio.currentSrc.endsWith(file))
          .map((audio) => ({ src: audio.currentSrc, time: audio.currentTime }))[0] ?? null,
      [atLeast, src ?? null],
      timeoutMs,
    );
  }

  /**
   * The playing element's position, once it has advanced a second of music from where it is now,
   * within `timeoutMs` (a seek may take a moment to buffer first).
   */
  async advancing(timeoutMs = 6000): Promise<{ from: number; to: number; src: string }> {
    const before = await this.playing();
    if (!before) throw new StepError('no suena nada');
    const after = await this.waitFor(
      `que la música avance desde ${before.time.toFixed(1)} s`,
      (src: string, from: number) =>
        Array.from(document.querySelectorAll('audio')).find(
          (audio) => !audio.paused && audio.currentSrc === src && audio.currentTime >= from + 1,
        )?.currentTime ?? null,
      [before.src, before.time],
      timeoutMs,
    );
    return { from: before.time, to: after, src: before.src };
  }

  async playing(): Promise<{ src: string; time: number } | null> {
    const audios = await this.audios();
    const audio = audios.find((candidate) => !candidate.paused && candidate.src);
    return audio ? { src: audio.src, time: audio.time } : null;
  }

  /** The title the player bar shows. */
  playerTitle(): Promise<string | null> {
    return this.run(
      () => document.querySelector('[data-testid="player-title"]')?.textContent?.trim() ?? null,
    );
  }

  /** Whether IndexedDB `offlineSongs` holds the song (saved for offline listening). */
  savedOffline(songId: number): Promise<boolean> {
    return this.run(async (id: number) => {
      const open = indexedDB.open('tambora');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      try {
        if (!db.objectStoreNames.contains('offlineSongs')) return false;
        const read = db.transaction('offlineSongs').objectStore('offlineSongs').get(id);
        return await new Promise<boolean>((resolve) => {
          read.onsuccess = () => resolve(read.result !== undefined);
          read.onerror = () => resolve(false);
        });
      } finally {
        db.close();
      }
    }, songId);
  }

  /** A GET of the API with the page's own session, as JSON (null when it fails). */
  api<T>(path: string): Promise<T | null> {
    return this.run(async (url: string) => {
      try {
        const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
        return response.ok ? await response.json() : null;
      } catch {
        return null;
      }
    }, `/api/v1${path}`);
  }
}
