import { Suspense, useState } from 'react';
import type { Song } from '../../../../domain/api';
import { lazyTracked } from '../../../lib/lazy-tracked';
import { SongMenuTrigger } from './SongMenuTrigger';

const loadMenu = () => import('./SongMenu');
const SongMenu = lazyTracked(() => loadMenu().then((module) => ({ default: module.SongMenu })));

/**
 * '…' on every song card and row: 'Reproducir a continuación', 'Añadir a la cola', 'Compartir'.
 * The menu's code (Mantine Menu and its positioning, ~30 KB) is fetched when a pointer comes near
 * or the button gets focus, and the menu mounts on the first press, already open: a visitor's first
 * download of / stays within its budget. Closing it returns focus to the button as usual.
 */
export function SongMenuButton({ song }: { song: Song }) {
  const [wanted, setWanted] = useState(false);
  const warm = () => void loadMenu();
  if (!wanted) {
    return (
      <SongMenuTrigger
        title={song.title}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => setWanted(true)}
      />
    );
  }
  return (
    <Suspense fallback={<SongMenuTrigger title={song.title} aria-busy />}>
      <SongMenu song={song} />
    </Suspense>
  );
}
