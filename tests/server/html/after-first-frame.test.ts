// @vitest-environment jsdom
// "The first visit" (docs/architecture.md): a route's chunks are asked for once its first frame
// is painted, as many per task as a few milliseconds allow, so no one task of the start holds the
// main thread for all of them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AFTER_FIRST_FRAME_ID,
  AFTER_FIRST_FRAME_SCRIPT,
  afterFirstFrame,
  MOVE_BUDGET_MS,
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
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the hints held for after the first frame', () => {
  /** A clock each call of which advances by `msPerCall`: moving a link "costs" that much. */
  function clockAdvancing(msPerCall: number): void {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => {
      now += msPerCall;
      return now;
    });
  }

  function startAndPaint(): void {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    holdLinks();
    new Function(AFTER_FIRST_FRAME_SCRIPT)();
    expect(movedLinks()).toBe(0);
    frames.shift()?.(0);
    expect(movedLinks()).toBe(0);
  }

  it('are let go after a painted frame, as many per task as the budget allows', () => {
    // Each link takes a quarter of the budget: the first starts it, three more fit.
    clockAdvancing(MOVE_BUDGET_MS / 4);
    startAndPaint();
    vi.advanceTimersToNextTimer();
    expect(movedLinks()).toBe(4);
    vi.advanceTimersToNextTimer();
    expect(movedLinks()).toBe(8);
    vi.runAllTimers();
    expect(movedLinks()).toBe(LINKS);
    expect(held()).toBe(0);
  });

  it('move one link per task when each costs more than the budget', () => {
    clockAdvancing(MOVE_BUDGET_MS * 2);
    startAndPaint();
    vi.advanceTimersToNextTimer();
    expect(movedLinks()).toBe(1);
    vi.advanceTimersToNextTimer();
    expect(movedLinks()).toBe(2);
    vi.runAllTimers();
    expect(movedLinks()).toBe(LINKS);
  });

  it('are all let go at once in a page that is hidden, which paints nothing', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    holdLinks();
    new Function(AFTER_FIRST_FRAME_SCRIPT)();
    expect(movedLinks()).toBe(LINKS);
    expect(held()).toBe(0);
  });
});
