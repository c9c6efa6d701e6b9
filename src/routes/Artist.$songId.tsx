import { createFileRoute } from '@tanstack/react-router';
import { songDetailQueryOptions } from '../features/songs/api';
import { SongDetailPage } from '../features/songs/detail/SongDetailPage';
import { startQuery } from '../lib/route-data';
import { idParams } from '../lib/route-params';

export const Route = createFileRoute('/Artist/$songId')({
  params: idParams('songId'),
  loader: ({ context, params: { songId } }) => {
    if (songId !== null) startQuery(context.queryClient, songDetailQueryOptions(songId));
  },
  component: ArtistRoute,
});

function ArtistRoute() {
  const { songId } = Route.useParams();
  return <SongDetailPage songId={songId} />;
}
