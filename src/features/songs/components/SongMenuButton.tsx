import type { Song } from '../../../../domain/api';
import { MenuOnPress } from '../../../components/MenuOnPress';
import { lazyTracked } from '../../../lib/lazy-tracked';
import { SongMenuTrigger } from './SongMenuTrigger';

const loadMenu = () => import('./SongMenu');
const SongMenu = lazyTracked(() => loadMenu().then((module) => ({ default: module.SongMenu })));

/**
 * '…' on every song card and row: 'Reproducir a continuación', 'Añadir a la cola', 'Compartir'.
 * Built when first pressed (components/MenuOnPress.tsx): the menu's code (Mantine Menu and its
 * positioning, ~30 KB) is not part of a visitor's first download of /, which stays within its
 * budget. Closing it returns focus to the button as usual.
 */
export function SongMenuButton({ song }: { song: Song }) {
  return (
    <MenuOnPress button={<SongMenuTrigger title={song.title} />} prepare={loadMenu}>
      <SongMenu song={song} />
    </MenuOnPress>
  );
}
