import { AUDIO_QUALITY_KEY, DOWNLOAD_QUALITY_KEY } from '../../domain/audio-quality';
import { AUTOPLAY_KEY } from '../../domain/autoplay';
import { API_CACHE, AUDIO_PARTIAL_CACHE } from '../../domain/cache-names';
import { COLOR_SCHEME_KEY } from '../../domain/color-scheme';
import { CROSSFADE_KEY } from '../../domain/crossfade';
import { loadDbModule } from './lazy-db';
import { forgetAudioFills, removePrivateMedia } from './media-cache';
import { dropUnwrittenAnswers } from './stored-answers';

type ForgetStep = () => void | Promise<void>;

/** localStorage keys that belong to the device, not to whoever is signed in. */
const DEVICE_SETTINGS = [
  COLOR_SCHEME_KEY,
  AUTOPLAY_KEY,
  CROSSFADE_KEY,
  AUDIO_QUALITY_KEY,
  DOWNLOAD_QUALITY_KEY,
];
const forgetSteps = new Set<ForgetStep>();

/**
 * What a loaded feature holds of the person in memory (the player's song and queue) and how to
 * drop it; registered by the feature when it loads, so a page that never played loads nothing.
 */
export function onForgetPerson(step: ForgetStep): void {
  forgetSteps.add(step);
}

/**
 * Forgets the person on this device (spec section 4 logout, and the 401 rule): what features hold
 * in memory, local and session storage, every IndexedDB table, the service worker's copies of API
 * answers, the parts of cut downloads, and every saved audio file and cover that is not public (public ones are the same for
 * everyone and may stay, sparing the next person the download). Besides the device's settings (theme, autoplay, audio quality), the only thing kept is the offline
 * queue's unsent changes, each tagged with its owner and sent only under that owner's session
 * (src/features/offline-queue/queue.ts); the sign-out screen lets the person discard them first.
 * The app shell stays, so the login page opens offline.
 */
export async function clearBrowserStorage(): Promise<void> {
  for (const step of forgetSteps) {
    try {
      await step();
    } catch {
      // One feature failing to let go must not keep the rest of the person on the device.
    }
  }
  try {
    // The theme, autoplay and audio quality are the device's, not the person's: the next one
    // keeps them.
    const kept = DEVICE_SETTINGS.map((key) => [key, localStorage.getItem(key)] as const);
    localStorage.clear();
    for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
    sessionStorage.clear();
  } catch {
    // Storage can be unavailable (private mode, disabled cookies); there is nothing to clear then.
  }
  dropUnwrittenAnswers();
  const { clearPersonTables, db } = await loadDbModule();
  await clearPersonTables(db);
  if (typeof caches !== 'undefined') {
    await forgetAudioFills();
    await caches.delete(API_CACHE);
    await caches.delete(AUDIO_PARTIAL_CACHE);
    await removePrivateMedia();
  }
}
