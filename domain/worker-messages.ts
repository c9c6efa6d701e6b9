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
