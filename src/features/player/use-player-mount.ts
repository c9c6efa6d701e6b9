import { useEffect } from 'react';
import { isOnline, onReconnect } from '../../lib/connectivity';
import { hasWaitingPlays } from '../plays/waiting-plays';
import { loadPlayer, useNowPlaying, warmPlayer } from './now-playing';
import { hasSavedSongs, readSavedPlayer } from './persistence';

/**
 * Whether the bar should be on screen; also keeps saved songs in step with the server when the
 * connection returns, and sends plays counted while it was away. At start only IndexedDB is read: the player's code loads
 * when there is a saved queue to show or a song is played, so first visits stay light.
 */
export function usePlayerMount(): boolean {
  useEffect(() => {
    void readSavedPlayer().then(async (saved) => {
      if (!saved || saved.hidden) return;
      const { player } = await loadPlayer();
      player.restore(saved);
    });
  }, []);
  useEffect(() => {
    // Loaded on demand so a first visit does not download the offline code.
    const refresh = async () => {
      if (await hasWaitingPlays()) {
        void import('../plays/send-plays').then((plays) => plays.sendWaitingPlays());
      }
      if (!(await hasSavedSongs())) return;
      const { refreshSavedSongs } = await import('../offline/refresh-saved');
      await refreshSavedSongs();
    };
    const onOnline = () => void refresh();
    if (isOnline()) onOnline();
    return onReconnect(onOnline);
  }, []);
  useEffect(() => warmWhenFree(), []);
  return useNowPlaying().visible;
}

/**
 * Loads the player ahead at idle time when the service worker already controlled the page as it
 * opened (any visit after the first): its files then come from the worker's precache and warming
 * costs a phone no download. A first visit warms only when a pointer, a finger or focus reaches a
 * play button (PlayButton), so its bytes stay what the first screen needs.
 */
function warmWhenFree(): () => void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) {
    return () => undefined;
  }
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
  const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
  const handle = idle(() => warmPlayer());
  return () => cancelIdle(handle);
}
