import { createFileRoute } from '@tanstack/react-router';
import { playlistQueryOptions } from '../features/playlists/api';
import { PlaylistPage } from '../features/playlists/components/PlaylistPage';
import { startQuery } from '../lib/route-data';
import { playlistIdParams } from '../lib/route-params';

export const Route = createFileRoute('/PlaylistSongsCard/$playlistId')({
  params: playlistIdParams('playlistId'),
  loader: ({ context, params: { playlistId } }) => {
    if (playlistId !== null) startQuery(context.queryClient, playlistQueryOptions(playlistId));
  },
  component: PlaylistSongsCardRoute,
});

function PlaylistSongsCardRoute() {
  const { playlistId } = Route.useParams();
  return <PlaylistPage key={playlistId} playlistId={playlistId} />;
}
