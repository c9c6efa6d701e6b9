import { createFileRoute } from '@tanstack/react-router';
import { PlaylistSongsScreen } from '../features/playlists/components/PlaylistSongsScreen';
import { validatePlaylistIdSearch } from '../features/playlists/search-params';

export const Route = createFileRoute('/SongCardListUploadPlaylistsAdded')({
  validateSearch: validatePlaylistIdSearch,
  component: SongCardListUploadPlaylistsAddedRoute,
});

function SongCardListUploadPlaylistsAddedRoute() {
  const { playlistId } = Route.useSearch();
  return <PlaylistSongsScreen view="added" playlistId={playlistId} />;
}
