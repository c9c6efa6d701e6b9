import { Howl, Howler } from 'howler';
import type { AudioEngine, EngineEvents } from './engine';

/** Howler's own fields we read: the media element of an html5 sound. */
interface HowlInternals {
  _sounds: Array<{ _node?: HTMLMediaElement }>;
}

function extensionOf(src: string): string | undefined {
  const match = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(src);
  return match?.[1]?.toLowerCase();
}

/**
 * Howler with html5: true: one streaming media element, so playback goes on in the background and
 * the lock screen sees it. The element is put in the document (hidden) so tools and assistive
 * technology find the one <audio> that is playing.
 */
/** Howler's own setup we call early. */
interface HowlerInternals {
  _unlockAudio?: () => void;
  _canPlayEvent?: string;
}

export function createHowlerEngine(): AudioEngine {
  // Howler unlocks audio on the first touch, click or key after its setup, and then reloads every
  // media element made before. Set up now (the engine is made ahead of the first play), the press
  // of play itself unlocks, and a next song loaded in advance is not fetched a second time.
  Howler.volume();
  const internals = Howler as unknown as HowlerInternals;
  internals._unlockAudio?.();
  // Howler starts an html5 sound on 'canplaythrough', when the browser guesses the whole file can
  // play without stopping; a media element's own play() starts on 'canplay'. Waiting for the guess
  // made the first press of play 5× slower than a bare <audio> (scripts/bench/audio.ts); the
  // element keeps buffering while it plays, as any <audio> does.
  internals._canPlayEvent = 'canplay';

  let howl: Howl | null = null;
  /** The file expected next, already buffering in its own media element. */
  let upcoming: { src: string; sound: Howl } | null = null;
  let volume = 1;
  let muted = false;

  const create = (src: string) => {
    const format = extensionOf(src);
    return new Howl({
      src: [src],
      html5: true,
      preload: true,
      volume,
      mute: muted,
      ...(format ? { format: [format] } : {}),
    });
  };

  /** The preloaded sound for `src`, taken (once); any other preload is let go. */
  const takeUpcoming = (src: string): Howl | null => {
    const found = upcoming;
    upcoming = null;
    if (found && found.src === src) return found.sound;
    found?.sound.unload();
    return null;
  };

  const attach = (sound: Howl) => {
    const node = (sound as unknown as HowlInternals)._sounds[0]?._node;
    if (node && !node.isConnected) {
      node.setAttribute('aria-hidden', 'true');
      node.hidden = true;
      document.body.appendChild(node);
    }
  };

  return {
    load(src: string, events: EngineEvents) {
      howl?.unload();
      const ready = takeUpcoming(src);
      const sound = ready ?? create(src);
      sound.on('load', () => events.onLoad());
      sound.on('play', () => events.onPlay());
      sound.on('end', () => events.onEnd());
      sound.on('loaderror', (_id, error) => events.onError(String(error ?? 'load')));
      sound.on('playerror', (_id, error) => events.onError(String(error ?? 'play')));
      // A preloaded file may have finished loading before anyone listened.
      if (ready && ready.state() === 'loaded') queueMicrotask(() => events.onLoad());
      sound.volume(volume);
      sound.mute(muted);
      howl = sound;
      attach(sound);
    },
    preload(src: string) {
      if (upcoming?.src === src) return;
      upcoming?.sound.unload();
      upcoming = { src, sound: create(src) };
    },
    play() {
      if (!howl) return;
      howl.play();
      attach(howl);
    },
    pause() {
      howl?.pause();
    },
    stop() {
      howl?.stop();
    },
    seek(seconds: number) {
      howl?.seek(seconds);
    },
    position() {
      const value = howl?.seek();
      return typeof value === 'number' && Number.isFinite(value) ? value : 0;
    },
    duration() {
      return howl?.duration() ?? 0;
    },
    setVolume(next: number) {
      volume = next;
      howl?.volume(next);
    },
    setMuted(next: boolean) {
      muted = next;
      howl?.mute(next);
    },
    unload() {
      howl?.unload();
      howl = null;
      upcoming?.sound.unload();
      upcoming = null;
    },
  };
}
