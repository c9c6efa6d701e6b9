/**
 * The songs a person may put in an album (spec section 6): admins pick from all songs, composers
 * from their own; listeners (library playlists) from the songs they like.
 */
import type { Page, SessionUser, Song } from '../../../domain/api';
import { hasRole } from '../../../domain/roles';
import { db } from '../../lib/db';
import { http } from '../../lib/http';

export async function fetchCandidateSongs(user: SessionUser | null): Promise<Song[]> {
  if (!user) return [];
  if (hasRole(user.roles, 'admin')) {
    const { data } = await http.get<Page<Song>>('/songsAdmin', { params: { limit: 100 } });
    return data.items;
  }
  if (hasRole(user.roles, 'composer')) {
    const { data } = await http.get<Page<Song>>('/songsFromRepertoire', {
      params: { userId: user.credentials_id, limit: 100 },
    });
    return data.items;
  }
  const liked = await db.librarySongs.orderBy('addedAt').reverse().toArray();
  return liked.map((entry) => entry.song);
}
