/**
 * For the places that change likes (a like, a library read from the server, the option turned on):
 * the saving code, with the audio cache's, loads only for someone who turned
 * 'Guardar mis me gusta sin conexión' on. Everyone else reads one setting and nothing more.
 */
import type { TamboraDb } from '../../lib/db';
import { readPreferences } from './preferences';

export async function keepLikesOfflineInBackground(database?: TamboraDb): Promise<void> {
  if (!(await readPreferences(database)).saveLiked) return;
  const { saveLikedSongs } = await import('./saved-likes');
  await saveLikedSongs(database).catch(() => 0);
}
