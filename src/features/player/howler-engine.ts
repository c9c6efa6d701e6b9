import { Howl } from 'howler';
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
export function createHowlerEngine(): AudioEngine {
  let howl: Howl | null = null;
  let volume = 1;
  let muted = false;

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
      const format = extensionOf(src);
      const sound = new Howl({
        src: [src],
        html5: true,
        preload: true,
        volume,
        mute: muted,
        ...(format ? { format: [format] } : {}),
        onload: () => events.onLoad(),
        onplay: () => events.onPlay(),
        onend: () => events.onEnd(),
        onloaderror: (_id, error) => events.onError(String(error ?? 'load')),
        onplayerror: (_id, error) => events.onError(String(error ?? 'play')),
      });
      howl = sound;
      attach(sound);
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
    },
  };
}
