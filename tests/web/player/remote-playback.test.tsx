/**
 * 'Transmitir' (docs/product.md "Transmitir"): the button exists only where the browser has the
 * Remote Playback API and says a device is there; once a device plays, the queue goes on in the
 * element it plays.
 */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_REMOTE, type RemoteState } from '../../../src/features/player/engine';
import { createMediaElementEngine } from '../../../src/features/player/media-element-engine';
import { createRemoteFollower } from '../../../src/features/player/remote-playback';

const shown = vi.hoisted(() => ({
  remote: { available: false, connected: false } as RemoteState,
  cast: vi.fn(),
}));
vi.mock('../../../src/features/player/store', () => ({
  usePlayer: (select: (state: { remote: RemoteState }) => unknown) =>
    select({ remote: shown.remote }),
  player: { castToDevice: shown.cast },
}));

const { CastButton } = await import('../../../src/features/player/CastButton');

/** A RemotePlayback as Chrome on Android gives one, driven by the test. */
class FakeRemote {
  state: RemotePlaybackState = 'disconnected';
  onconnect: (() => void) | null = null;
  onconnecting: (() => void) | null = null;
  ondisconnect: (() => void) | null = null;
  availability: ((available: boolean) => void) | null = null;
  cancelled: number[] = [];
  refuse = false;
  prompt = vi.fn(async () => {});
  async watchAvailability(callback: (available: boolean) => void) {
    if (this.refuse) throw new DOMException('no', 'NotSupportedError');
    this.availability = callback;
    return 7;
  }
  async cancelWatchAvailability(id: number) {
    this.cancelled.push(id);
  }
  connect() {
    this.state = 'connected';
    this.onconnect?.();
  }
}

function elementWith(remote: FakeRemote): HTMLMediaElement {
  const element = document.createElement('audio');
  Object.defineProperty(element, 'remote', { value: remote, configurable: true });
  return element;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('following the playing element’s remote playback', () => {
  it('is nothing where the browser has no Remote Playback API (Firefox)', () => {
    expect(createRemoteFollower({})).toBeNull();
  });

  it('says a device is there, then that it plays, and who holds the element', async () => {
    const follower = createRemoteFollower({ remote: null });
    const states: RemoteState[] = [];
    follower?.control.subscribe((state) => states.push(state));
    const remote = new FakeRemote();
    const element = elementWith(remote);
    follower?.follow(element);
    await flush();
    remote.availability?.(true);
    expect(states.at(-1)).toEqual({ available: true, connected: false });
    expect(follower?.holds(element)).toBe(false);
    remote.connect();
    expect(states.at(-1)).toEqual({ available: true, connected: true });
    expect(follower?.holds(element)).toBe(true);
    await follower?.control.prompt();
    expect(remote.prompt).toHaveBeenCalledTimes(1);
  });

  it('offers nothing where availability cannot be known, and lets go of an element it left', async () => {
    const follower = createRemoteFollower({ remote: null });
    const states: RemoteState[] = [];
    follower?.control.subscribe((state) => states.push(state));
    const first = new FakeRemote();
    follower?.follow(elementWith(first));
    await flush();
    first.availability?.(true);
    const second = new FakeRemote();
    second.refuse = true;
    follower?.follow(elementWith(second));
    await flush();
    expect(first.cancelled).toEqual([7]);
    expect(first.onconnect).toBeNull();
    expect(states.at(-1)).toEqual(NO_REMOTE);
    // The element left behind no longer speaks for the button.
    first.availability?.(true);
    expect(states.at(-1)).toEqual(NO_REMOTE);
  });
});

describe('the engine while a device plays', () => {
  const remotes = new WeakMap<HTMLMediaElement, FakeRemote>();
  beforeEach(() => {
    Object.defineProperty(HTMLMediaElement.prototype, 'remote', {
      configurable: true,
      get(this: HTMLMediaElement) {
        let remote = remotes.get(this);
        if (!remote) {
          remote = new FakeRemote();
          remotes.set(this, remote);
        }
        return remote;
      },
    });
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  });
  afterEach(() => {
    delete (HTMLMediaElement.prototype as { remote?: unknown }).remote;
    vi.restoreAllMocks();
  });

  const events = { onLoad() {}, onPlay() {}, onEnd() {}, onError() {} };

  it('loads the next song into the element the device plays, so the queue goes on there', () => {
    const engine = createMediaElementEngine();
    expect(engine.remote).toBeDefined();
    engine.load('/media/audios/uno.m4a', events);
    const playing = Array.from(document.querySelectorAll('audio')).find((element) =>
      element.src.endsWith('uno.m4a'),
    );
    expect(playing).toBeDefined();
    (playing as HTMLMediaElement & { remote: FakeRemote }).remote.connect();
    engine.preload('/media/audios/dos.m4a');
    engine.load('/media/audios/dos.m4a', events);
    expect(playing?.src).toMatch(/dos\.m4a$/);
  });

  it('follows the playing element’s devices once the task that loaded it is over', async () => {
    const engine = createMediaElementEngine();
    const states: RemoteState[] = [];
    engine.remote?.subscribe((state) => states.push(state));
    engine.load('/media/audios/uno.m4a', events);
    const playing = Array.from(document.querySelectorAll('audio')).find((element) =>
      element.src.endsWith('uno.m4a'),
    ) as HTMLMediaElement & { remote: FakeRemote };
    // Not in the press's own task: the sound goes first.
    expect(playing.remote.availability).toBeNull();
    await flush();
    await flush();
    playing.remote.availability?.(true);
    expect(states.at(-1)).toEqual({ available: true, connected: false });
  });

  it('moves to the preloaded element when no device plays', () => {
    const engine = createMediaElementEngine();
    engine.load('/media/audios/uno.m4a', events);
    const first = Array.from(document.querySelectorAll('audio')).find((element) =>
      element.src.endsWith('uno.m4a'),
    );
    engine.preload('/media/audios/dos.m4a');
    engine.load('/media/audios/dos.m4a', events);
    expect(first?.src ?? '').not.toMatch(/dos\.m4a$/);
  });
});

describe("'Transmitir' in the player", () => {
  const draw = () =>
    render(
      <MantineProvider>
        <CastButton />
      </MantineProvider>,
    );

  it('is not there while no device can take the music', () => {
    shown.remote = NO_REMOTE;
    draw();
    expect(screen.queryByRole('button', { name: 'Transmitir' })).toBeNull();
  });

  it('opens the chooser in the press, and shows when a device plays', () => {
    shown.remote = { available: true, connected: false };
    const { unmount } = draw();
    fireEvent.click(screen.getByRole('button', { name: 'Transmitir' }));
    expect(shown.cast).toHaveBeenCalledTimes(1);
    unmount();
    shown.remote = { available: true, connected: true };
    draw();
    expect(
      screen.getByRole('button', { name: 'Transmitiendo a otro dispositivo' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});
