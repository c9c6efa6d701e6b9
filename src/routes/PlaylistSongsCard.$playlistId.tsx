import { createFileRoute } from '@tanstack/react-router';
import { PlaylistPage } from '../features/playlists/components/PlaylistPage';
import { idParams } from '../lib/route-params';

export const Route = createFileRoute('/PlaylistSongsCard/$playlistId')({
  params: idParams('playlistId'),
  component: PlaylistSongsCardRoute,
});

function PlaylistSongsCardRoute() {
  const { playlistId } = Route.useParams();
  return <PlaylistPage key={playlistId} playlistId={playlistId} />;
}
