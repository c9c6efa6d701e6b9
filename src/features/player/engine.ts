/**
 * The one audio engine the player drives. An interface so the store's rules are tested with a fake
 * engine, while the app uses plain media elements (media-element-engine.ts).
 */
export interface EngineEvents {
  /** Enough of the file is known to play (duration available). */
  onLoad: () => void;
  /** The media really started or resumed playing. */
  onPlay: () => void;
  onEnd: () => void;
  /**
   * The position moved while playing (the element's timeupdate, a few times a second): unlike a
   * timer, it keeps coming in a hidden page, which the sleep timer relies on.
   */
  onTime?: () => void;
  /** The file is missing, unsupported, or the network failed. */
  onError: (reason: string) => void;
}

/** Whether a speaker or TV can take the music (the Remote Playback API), and whether one has. */
export interface RemoteState {
  available: boolean;
  connected: boolean;
}

export const NO_REMOTE: RemoteState = { available: false, connected: false };

/** 'Transmitir': present only where the browser has the Remote Playback API. */
export interface RemotePlaybackControl {
  /** Calls `listener` with each change; what it returns stops listening. */
  subscribe(listener: (state: RemoteState) => void): () => void;
  /** The browser's chooser of devices (in a press); on a connected device it offers to stop. */
  prompt(): Promise<void>;
}

export interface AudioEngine {
  /** Replaces whatever was loaded; the next play() starts this file. */
  load: (src: string, events: EngineEvents) => void;
  /**
   * Starts fetching the file expected next, so that a load() of it later finds it ready and the
   * next song starts with no network wait. Only the latest preload is kept.
   */
  preload: (src: string) => void;
  play: () => void;
  /**
   * 'Fundido entre canciones': starts `src` now while the song playing goes on, and over `seconds`
   * of the new song lowers the old one to silence as the new one rises, then lets the old one go.
   * From the call, the new song is the one loaded (events go to `events`); a pause, seek, stop or
   * load meanwhile ends the fade at once.
   */
  crossfade: (src: string, events: EngineEvents, seconds: number) => void;
  pause: () => void;
  /** Stops and rewinds to 0. */
  stop: () => void;
  seek: (seconds: number) => void;
  position: () => number;
  duration: () => number;
  /** 0..1 */
  setVolume: (volume: number) => void;
  setMuted: (muted: boolean) => void;
  unload: () => void;
  /** Absent where the browser cannot send media to another device (Firefox). */
  remote?: RemotePlaybackControl;
}
