import { useEffect, useState } from 'react';
import { getNowPlaying, loadPlayer } from './now-playing';
import { toggleQueuePanel } from './queue-panel';
import { SEEK_STEP_SECONDS, type ShortcutAction, shortcutFor, VOLUME_STEP } from './shortcuts';

/** Fields where keys type or act on their own (a slider's arrows, a button's Space). */
function isField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return Boolean(
    target.closest(
      'input, textarea, select, button, a[href], [role="slider"], [role="menuitem"], [role="tab"], [role="switch"], [role="checkbox"], [role="dialog"], [contenteditable="true"]',
    ),
  );
}

async function run(action: Exclude<ShortcutAction, 'help'>): Promise<void> {
  // The queue opens from the bar: with the bar hidden there is nothing to show it in.
  if (action === 'queue') return getNowPlaying().visible ? toggleQueuePanel() : undefined;
  const { player } = await loadPlayer();
  const state = player.getState();
  switch (action) {
    case 'toggle':
      return player.toggle();
    case 'seekBack':
      return player.seek(state.position - SEEK_STEP_SECONDS);
    case 'seekForward':
      return player.seek(state.position + SEEK_STEP_SECONDS);
    case 'previous':
      return player.previous();
    case 'next':
      return player.next();
    case 'volumeUp':
      return player.setVolume(state.volume + VOLUME_STEP);
    case 'volumeDown':
      return player.setVolume(state.volume - VOLUME_STEP);
    case 'mute':
      return player.toggleMute();
  }
}

/**
 * The player's keys when focus is not in a field (Space among them). They act
 * only while a song is loaded, so arrows still scroll the page otherwise; '?' always opens the
 * list of shortcuts. Returns whether that list is open.
 */
export function usePlayerShortcuts(): { helpOpen: boolean; closeHelp: () => void } {
  const [helpOpen, setHelpOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      if (action === null || isField(event.target)) return;
      if (action === 'help') {
        event.preventDefault();
        setHelpOpen(true);
        return;
      }
      if (getNowPlaying().songId === null) return;
      event.preventDefault();
      void run(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return { helpOpen, closeHelp: () => setHelpOpen(false) };
}
