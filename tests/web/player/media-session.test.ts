/** The lock screen follows the player: nothing of a closed player stays there. */
import { describe, expect, it, vi } from 'vitest';
import type { AudioEngine } from '../../../src/features/player/engine';
import { connectMediaSession } from '../../../src/features/player/media-session';
import { createPlayer } from '../../../src/features/player/player';
import { makeSong } from '../helpers/fake-api';

class FakeSession {
  metadata: unknown = null;
  playbackState = 'none';
  handlers = new Map<string, unknown>();
  /** Every call, in order: 'nexttrack' for a handler, 'seekforward=null' for a null. */
  calls: string[] = [];
  setActionHandler(action: string, handler: unknown) {
    this.calls.push(handler === null ? `${action}=null` : action);
    if (handler === null) this.handlers.delete(action);
    else this.handlers.set(action, handler);
  }
  setPositionState() {}
}

const engine: AudioEngine = {
  load: () => undefined,
  preload: () => undefined,
  play: () => undefined,
  crossfade: () => undefined,
  pause: () => undefined,
  stop: () => undefined,
  seek: () => undefined,
  position: () => 0,
  duration: () => 30,
  setVolume: () => undefined,
  setMuted: () => undefined,
  unload: () => undefined,
};

describe('connectMediaSession', () => {
  it('shows the song with its controls while the player is open, and nothing once closed', async () => {
    class Metadata {
      constructor(readonly init: { title: string }) {}
    }
    Object.assign(globalThis, { MediaMetadata: Metadata });
    const session = new FakeSession();
    const player = createPlayer({ createEngine: () => engine });
    connectMediaSession(player, session as unknown as MediaSession);
    expect(session.handlers.size).toBe(0);
    player.playSongs([makeSong(1, { title: 'Bachata' })], 0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((session.metadata as Metadata).init.title).toBe('Bachata');
    expect([...session.handlers.keys()].sort()).toEqual([
      'nexttrack',
      'pause',
      'play',
      'previoustrack',
      'seekto',
    ]);
    player.close();
    expect(session.metadata).toBeNull();
    expect(session.handlers.size).toBe(0);
    expect(session.playbackState).toBe('none');
    // Played again: back on the lock screen.
    player.play();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((session.metadata as Metadata).init.title).toBe('Bachata');
    expect(session.handlers.has('play')).toBe(true);
  });

  it('registers every handler again on each start, and keeps seekforward/seekbackward null for iOS', async () => {
    Object.assign(globalThis, {
      MediaMetadata: class {
        constructor(readonly init: { title: string }) {}
      },
    });
    const session = new FakeSession();
    // An engine whose elements report 'playing' as soon as they are asked to play.
    let events: Parameters<AudioEngine['load']>[1] | null = null;
    const sounding: AudioEngine = {
      ...engine,
      load: (_src, to) => {
        events = to;
      },
      play: () => queueMicrotask(() => events?.onPlay()),
    };
    const player = createPlayer({ createEngine: () => sounding });
    connectMediaSession(player, session as unknown as MediaSession);
    player.playSongs([makeSong(1, { title: 'Son' }), makeSong(2, { title: 'Merengue' })], 0);
    await vi.waitFor(() =>
      expect(player.getState().playing && !player.getState().loading).toBe(true),
    );
    const nextTrackCalls = () => session.calls.filter((call) => call === 'nexttrack').length;
    const before = nextTrackCalls();
    expect(session.calls).toContain('seekforward=null');
    expect(session.calls).toContain('seekbackward=null');
    player.next();
    await vi.waitFor(() => expect(nextTrackCalls()).toBeGreaterThan(before));
    expect([...session.handlers.keys()]).not.toContain('seekforward');
    expect([...session.handlers.keys()]).not.toContain('seekbackward');
    expect(session.calls.filter((call) => call === 'pause').length).toBeGreaterThan(1);
  });
});
