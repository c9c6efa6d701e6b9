import { useEffect } from 'react';
import { loadPlayer, useNowPlaying } from './now-playing';
import { readSavedPlayer } from './persistence';

/**
 * Whether the bar should be on screen. At start only IndexedDB is read: the player's code loads
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
  return useNowPlaying().visible;
}
