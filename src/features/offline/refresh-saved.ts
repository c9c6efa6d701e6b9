/**
 * Saved songs follow the server: an edited song gets a new audio URL (upload names are unique),
 * so when the connection is back each saved song is asked for again and a changed file is
 * downloaded anew (refreshChangedSongs drops the old copy). A song that is gone or private now,
 * or a request that fails, leaves the saved copy alone: nothing is deleted because of the network.
 */
import type { Song } from '../../../domain/api';
import { isOnline } from '../../lib/connectivity';
import { db, type TamboraDb } from '../../lib/db';
import { http } from '../../lib/http';
import { refreshChangedSongs } from './audio-cache';

export type FetchSong = (songId: number) => Promise<Song>;

const fetchSongFromServer: FetchSong = async (songId) =>
  (await http.get<Song>(`/songs/${songId}`)).data;

export async function refreshSavedSongs(
  fetchSong: FetchSong = fetchSongFromServer,
  database: TamboraDb = db,
): Promise<number> {
  if (!isOnline()) return 0;
  const saved = await database.offlineSongs.toArray();
  const fresh: Song[] = [];
  for (const entry of saved) {
    try {
      fresh.push(await fetchSong(entry.song_id));
    } catch {
      // Missing, private or unreachable: keep what is on the device.
    }
  }
  const changed = fresh.filter((song) => {
    const entry = saved.find((s) => s.song_id === song.song_id);
    return entry !== undefined && entry.song.audio !== song.audio;
  }).length;
  await refreshChangedSongs(fresh, database);
  return changed;
}
