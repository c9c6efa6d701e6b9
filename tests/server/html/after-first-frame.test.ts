// @vitest-environment jsdom
// "The first visit" (docs/architecture.md): a route's chunks are asked for once its first frame
// is painted, a few per task, so no one task of the start holds the main thread for all of them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AFTER_FIRST_FRAME_ID,
  AFTER_FIRST_FRAME_SCRIPT,
  afterFirstFrame,
  LINKS_PER_TASK,
} from '../../../server/html/after-first-frame';

const LINKS = 10;

function holdLinks(): void {
  const tags = Array.from(
    { length: LINKS },
    (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js">`,
  ).join('');
  const markup = afterFirstFrame(tags).replace(/<script>.*<\/script>$/, '');
  document.body.insertAdjacentHTML('beforeend', markup);
}

const movedLinks = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
const held = () =>
  (document.getElementById(AFTER_FIRST_FRAME_ID) as HTMLTemplateElement).content.childNodes.length;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the hints held for after the first frame', () => {
  it('are let go after a painted frame, a few per task, until none is held', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    holdLinks();
    new Function(AFTER_FIRST_FRAME_SCRIPT)();
    expect(movedLinks()).toBe(0);

    frames.shift()?.(0);
    expect(movedLinks()).toBe(0);
    vi.advanceTimersToNextTimer();
    expect(movedLinks()).toBe(LINKS_PER_TASK);
    vi.advanceTimersToNextTimer();
    expect(movedLinks()).toBe(2 * LINKS_PER_TASK);
    vi.runAllTimers();
    expect(movedLinks()).toBe(LINKS);
    expect(held()).toBe(0);
  });

  it('are all let go at once in a page that is hidden, which paints nothing', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    holdLinks();
    new Function(AFTER_FIRST_FRAME_SCRIPT)();
    expect(movedLinks()).toBe(LINKS);
    expect(held()).toBe(0);
  });
});
