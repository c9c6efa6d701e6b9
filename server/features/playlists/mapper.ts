import type { Playlist } from '../../../domain/api';
import type { PlaylistSummaryRow } from './repository';

export function toPlaylist({
  playlist,
  songsCount,
  totalDurationSeconds,
}: PlaylistSummaryRow): Playlist {
  return {
    playlist_id: playlist.id,
    name: playlist.name,
    description: playlist.description,
    cover: playlist.cover,
    cover_thumb: playlist.coverThumb,
    public: playlist.public,
    visibility: playlist.visibility,
    favorites_count: playlist.favoritesCount,
    isFromRepertoire: playlist.isFromRepertoire,
    user_id: playlist.userId,
    createdAt: playlist.createdAt.toISOString(),
    songsCount,
    totalDurationSeconds,
  };
}
