import { useEffect } from 'react';
import { loadPlayer, useNowPlaying } from './now-playing';
import { readSavedPlayer } from './persistence';

/**
 * Whether the bar should be on screen; also keeps saved songs in step with the server when the
 * connection returns. At start only IndexedDB is read: the player's code loads
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
    const refresh = () => {
      void import('../offline/refresh-saved').then(({ refreshSavedSongs }) => refreshSavedSongs());
    };
    if (navigator.onLine) refresh();
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, []);
  return useNowPlaying().visible;
}
