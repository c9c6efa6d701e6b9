import type { Playlist } from '../../../../domain/api';
import { RouterAnchor } from '../../../lib/RouterAnchor';
import { PlaylistCard } from './PlaylistCard';

export function playlistPath(id: number): string {
  return `/PlaylistSongsCard/${id}`;
}

/** A playlist card that opens its page (spec route /PlaylistSongsCard/{playlistId}). */
export function PlaylistLink({
  playlist,
  eager,
  byline,
}: {
  playlist: Playlist;
  eager?: boolean;
  byline?: string;
}) {
  return (
    <RouterAnchor
      href={playlistPath(playlist.playlist_id)}
      style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
    >
      <PlaylistCard playlist={playlist} eager={eager} byline={byline} />
    </RouterAnchor>
  );
}
