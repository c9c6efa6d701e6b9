import { useEffect } from 'react';
import { isOnline, onReconnect, onWakeUp } from '../../lib/connectivity';
import { whenIdle } from '../../lib/when-idle';
import { hasWaitingPlays } from '../plays/waiting-plays';
import { loadPlayer, warmPlayer } from './now-playing';
import { hasSavedSongs, readSavedPlayer } from './persistence';

/**
 * Restores a saved queue to the bar, and keeps saved songs and pinned playlists in step with
 * the server at start, when the connection returns and when the app comes back to the screen,
 * and sends plays counted while it was away. At start only IndexedDB is read: the player's code loads
 * when there is a saved queue to show or a song is played, so first visits stay light.
 */
export function usePlayerMount(): void {
  useEffect(() => {
    void readSavedPlayer().then(async (saved) => {
      if (!saved || saved.hidden) return;
      const { player } = await loadPlayer();
      player.restore(saved);
    });
  }, []);
  useEffect(() => {
    // Loaded on demand so a first visit does not download the offline code.
    const refresh = async (onlyIfDue: boolean) => {
      if (await hasWaitingPlays()) {
        void import('../plays/send-plays').then((plays) => plays.sendWaitingPlays());
      }
      if (!(await hasSavedSongs())) return;
      const [{ followCatalogue }, { followPinnedPlaylists }] = await Promise.all([
        import('../offline/refresh-saved'),
        import('../offline/pinned-playlists'),
      ]);
      await followCatalogue();
      await followPinnedPlaylists({ onlyIfDue });
    };
    const onOnline = () => void refresh(false).catch(() => undefined);
    if (isOnline()) onOnline();
    const stopWakeUp = onWakeUp(() => {
      if (isOnline()) void refresh(true).catch(() => undefined);
    });
    const stopReconnect = onReconnect(onOnline);
    return () => {
      stopWakeUp();
      stopReconnect();
    };
  }, []);
  useEffect(() => warmWhenFree(), []);
}

/**
 * Loads the player ahead at idle time once the service worker controls the page: at once on any
 * visit after the first, and on a first visit as soon as the newly installed worker claims it.
 * Its files then come from the worker's precache, so warming costs a phone no download. Before
 * that, the first press of play loads it (first-sound.ts starts the file before).
 */
function warmWhenFree(): () => void {
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!worker) return () => undefined;
  let cancelIdle: (() => void) | undefined;
  const warmAtIdle = () => {
    cancelIdle = whenIdle(() => warmPlayer());
  };
  if (worker.controller) {
    warmAtIdle();
  } else {
    worker.addEventListener('controllerchange', warmAtIdle, { once: true });
  }
  return () => {
    worker.removeEventListener('controllerchange', warmAtIdle);
    cancelIdle?.();
  };
}
