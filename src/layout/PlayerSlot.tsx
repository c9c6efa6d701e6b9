import { Suspense } from 'react';
import type { PlayerBarPanels } from '../features/player/bar-panels';
import { usePlayerVisible } from '../features/player/now-playing';
import { lazyTracked } from '../lib/lazy-tracked';
import classes from './AppLayout.module.css';

// The player (its engine, its bar) loads once something plays or a saved queue is restored.
const PlayerBar = lazyTracked(async () => ({
  default: (await import('../features/player/PlayerBar')).PlayerBar,
}));
// What the bar opens from the features built on the player, each loaded when first opened.
const PLAYER_PANELS: PlayerBarPanels = {
  Expanded: lazyTracked(async () => ({
    default: (await import('../features/songs/detail/ExpandedPlayer')).ExpandedPlayer,
  })),
  Offline: lazyTracked(async () => ({
    default: (await import('../features/downloads/OfflinePanel')).OfflinePanel,
  })),
};

/**
 * The player bar, once it has something to show, and the room it takes at the foot of the page
 * so the footer's last line stays reachable above it. Its own component, so that the bar's
 * coming draws only this: drawn by the layout, it redrew the whole layout (top bar, footer, the
 * page) in the first press of play, while that song was starting to sound.
 */
export function PlayerSlot() {
  if (!usePlayerVisible()) return null;
  return (
    <>
      <div className={classes.playerRoom} aria-hidden />
      <Suspense fallback={null}>
        <PlayerBar panels={PLAYER_PANELS} />
      </Suspense>
    </>
  );
}
