import type { Page, Playlist } from '../../../domain/api';
import { getJson } from '../../lib/fetch-json';

/** GET /playlistsFromRepertoireByAdmin: the admin-curated seasonal playlists. */
export async function fetchSeasonalPlaylists(limit: number, offset = 0): Promise<Page<Playlist>> {
  return getJson<Page<Playlist>>('/playlistsFromRepertoireByAdmin', { limit, offset });
}

export const playlistKeys = {
  all: ['playlists'] as const,
  seasonal: (limit: number, offset = 0) => ['playlists', 'seasonal', { limit, offset }] as const,
  editable: (userId: number) => ['playlists', 'editable', userId] as const,
};
