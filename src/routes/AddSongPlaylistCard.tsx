import { createFileRoute } from '@tanstack/react-router';
import { PlaylistSongsScreen } from '../features/playlists/components/PlaylistSongsScreen';
import { validatePlaylistIdSearch } from '../features/playlists/search-params';

export const Route = createFileRoute('/AddSongPlaylistCard')({
  validateSearch: validatePlaylistIdSearch,
  component: AddSongPlaylistCardRoute,
});

function AddSongPlaylistCardRoute() {
  const { playlistId } = Route.useSearch();
  return <PlaylistSongsScreen view="add" playlistId={playlistId} />;
}
