import { lazy, Suspense } from 'react';
import type { Song } from '../../../../domain/api';

// The menu (Mantine Menu, the queue, sharing) loads after the first paint: a visitor's first
// download of / stays within its budget.
const SongMenu = lazy(() => import('./SongMenu').then((module) => ({ default: module.SongMenu })));

/** '…' on every song card and row: 'Reproducir a continuación', 'Añadir a la cola', 'Compartir'. */
export function SongMenuButton({ song }: { song: Song }) {
  return (
    <Suspense fallback={null}>
      <SongMenu song={song} />
    </Suspense>
  );
}
