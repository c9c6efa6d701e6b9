/**
 * Messages between the page and the service worker (sw/), which cannot import each other's code.
 */

/** Page → worker: drop the audio being saved while it plays (a sign-out); answered on the port. */
export const FORGET_AUDIO_FILLS = 'FORGET_AUDIO_FILLS';

/** Worker → pages: a played song's whole file is now in the audio cache. */
export const AUDIO_SAVED = 'AUDIO_SAVED';

export interface AudioSavedMessage {
  type: typeof AUDIO_SAVED;
  url: string;
  sizeBytes: number;
}

export function isAudioSaved(data: unknown): data is AudioSavedMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === AUDIO_SAVED &&
    'url' in data &&
    typeof data.url === 'string' &&
    'sizeBytes' in data &&
    typeof data.sizeBytes === 'number'
  );
}

/**
 * Page → installing worker: a song is starting, hold the precache's next downloads for `ms`. On a
 * first visit the worker's install downloads the whole shell one file after another; a press of
 * play in the middle of it shared the server and the connection with it (the first press took
 * 1.6× a bare element with the install running, 1.2× without).
 */
export const PLAYBACK_STARTING = 'PLAYBACK_STARTING';

export interface PlaybackStartingMessage {
  type: typeof PLAYBACK_STARTING;
  ms: number;
}

/** How long a start holds the install: the song's first seconds are in by then. */
export const PLAYBACK_START_HOLD_MS = 3000;

/** The worker never holds its install longer than this, whatever a page asks. */
export const MAX_INSTALL_HOLD_MS = 10_000;

export function isPlaybackStarting(data: unknown): data is PlaybackStartingMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === PLAYBACK_STARTING &&
    'ms' in data &&
    typeof data.ms === 'number' &&
    Number.isFinite(data.ms)
  );
}
