import { useEffect } from 'react';
import { getNowPlaying, loadPlayer } from './now-playing';

/** Fields where Space types or activates something of its own. */
function isField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return Boolean(
    target.closest(
      'input, textarea, select, button, a[href], [role="slider"], [role="menuitem"], [role="tab"], [role="switch"], [role="checkbox"], [contenteditable="true"]',
    ),
  );
}

/** Space plays and pauses when focus is not in a field (issue 6). */
export function useSpaceKey(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'Space' && event.key !== ' ') return;
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isField(event.target) || getNowPlaying().songId === null) return;
      event.preventDefault();
      void loadPlayer().then(({ player }) => player.toggle());
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
