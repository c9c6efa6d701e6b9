import { type ComponentType, createContext, useContext } from 'react';
import type { Song } from '../../../../domain/api';

/**
 * What a song card or table row offers besides playing and its menu: the heart and 'add to
 * playlist', which are the library's. The app gives them around every screen (layout), so the
 * songs' cards import no feature built on them (docs/architecture.md "Which part may import
 * which"); without a provider a row has none.
 */
export const SongRowActionsContext = createContext<ComponentType<{ song: Song }> | null>(null);

export function SongRowActions({ song }: { song: Song }) {
  const Actions = useContext(SongRowActionsContext);
  return Actions ? <Actions song={song} /> : null;
}
