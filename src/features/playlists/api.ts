import type { Page, Playlist } from '../../../domain/api';
import { http } from '../../lib/http';

/** GET /playlistsFromRepertoireByAdmin: the admin-curated seasonal playlists. */
export async function fetchSeasonalPlaylists(limit: number, offset = 0): Promise<Page<Playlist>> {
  const { data } = await http.get<Page<Playlist>>('/playlistsFromRepertoireByAdmin', {
    params: { limit, offset },
  });
  return data;
}

export const playlistKeys = {
  all: ['playlists'] as const,
  seasonal: (limit: number, offset = 0) => ['playlists', 'seasonal', { limit, offset }] as const,
};
