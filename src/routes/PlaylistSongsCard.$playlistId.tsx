import { createFileRoute } from '@tanstack/react-router';
import { PlaylistPage } from '../features/playlists/components/PlaylistPage';

export const Route = createFileRoute('/PlaylistSongsCard/$playlistId')({
  component: PlaylistSongsCardRoute,
});

function PlaylistSongsCardRoute() {
  const { playlistId } = Route.useParams();
  const id = Number(playlistId);
  return <PlaylistPage key={playlistId} playlistId={Number.isInteger(id) ? id : 0} />;
}
